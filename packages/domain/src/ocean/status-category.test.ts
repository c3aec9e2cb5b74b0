import { describe, expect, it } from 'vitest';
import { DISPLAY_STATUS_LABELS, displayStatusOf, statusCategoryOf } from './status-category.js';

describe('statusCategoryOf', () => {
  it.each([
    ['STSP', 'PRE_CARRIAGE'],
    ['GITM', 'AT_POL'],
    ['LOBD', 'AT_POL'],
    ['DLPT', 'IN_TRANSIT'],
    ['TSBA', 'AT_TS'],
    ['TSDP', 'IN_TRANSIT'],
    ['BDAR', 'AT_POD'],
    ['DSCH', 'AT_POD'],
    ['PCAB', 'AVAILABLE'],
    ['IRDP', 'ON_CARRIAGE'],
    ['STRP', 'DELIVERED'],
    ['RCVE', 'COMPLETE'],
    ['VOID', 'CANCELLED'],
  ])('%s → %s', (code, category) => {
    expect(statusCategoryOf(code, null, false)).toBe(category);
  });

  it('reads a laden gate-out as delivery unless an inland leg follows at the POD', () => {
    expect(statusCategoryOf('STCS', 'POD', false)).toBe('DELIVERED');
    expect(statusCategoryOf('STCS', 'POD', true)).toBe('ON_CARRIAGE');
    expect(statusCategoryOf('STCS', 'PDE', true)).toBe('DELIVERED');
  });

  it('falls back on the role of the place for kept DCSA codes', () => {
    expect(statusCategoryOf('INSP', 'POD', false)).toBe('AT_POD');
    expect(statusCategoryOf('DEPA', 'PRE', false)).toBe('PRE_CARRIAGE');
    expect(statusCategoryOf('INSP', null, false)).toBeNull();
  });
});

describe('displayStatusOf', () => {
  it('is COMPLETE if completed, else the category, else NODATA', () => {
    expect(displayStatusOf(true, 'IN_TRANSIT')).toBe('COMPLETE');
    expect(displayStatusOf(false, 'IN_TRANSIT')).toBe('IN_TRANSIT');
    expect(displayStatusOf(false, null)).toBe('NODATA');
  });
});

describe('DISPLAY_STATUS_LABELS', () => {
  it('labels every display status in zh, en and jp', () => {
    const statuses = [
      'BOOKED',
      'PRE_CARRIAGE',
      'AT_POL',
      'IN_TRANSIT',
      'AT_TS',
      'AT_POD',
      'AVAILABLE',
      'ON_CARRIAGE',
      'DELIVERED',
      'COMPLETE',
      'CANCELLED',
      'NODATA',
    ] as const;
    expect(Object.keys(DISPLAY_STATUS_LABELS).sort()).toEqual([...statuses].sort());
    for (const s of statuses) expect(DISPLAY_STATUS_LABELS[s].jp).toBeTruthy();
  });
});
