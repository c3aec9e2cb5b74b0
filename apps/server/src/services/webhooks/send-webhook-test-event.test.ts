import { isDateChange, WEBHOOK_EVENT_TYPES, ZNoticeChange } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { sampleChange } from './send-webhook-test-event.js';

describe('the test event sample', () => {
  it.each(WEBHOOK_EVENT_TYPES)('%s has a change shaped as the fan-out writes one', (type) => {
    const change = ZNoticeChange.parse(sampleChange(type));
    expect(change.event).toBe(type);
    if (!isDateChange(type)) expect(change.deltaHours).toBeNull();
    if (type === 'DATA_STALE') expect(change).toMatchObject({ portCode: '', oldValue: expect.any(String) });
    else expect(change.placeRole).toMatch(/^PO[LD]$/);
  });

  it('carries the milestone or warning code, none for a date', () => {
    expect(sampleChange('HOLD_SET').code).toBe('CUIP');
    expect(sampleChange('WARNING').code).toBe('WETA');
    expect(sampleChange('ETA_CHANGE')).toMatchObject({ code: null, deltaHours: 30 });
  });
});
