import { isDateChange, WEBHOOK_EVENT_TYPES, ZNoticeChange } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { sampleChange } from './send-webhook-test-event.js';

describe('the test event sample', () => {
  it.each(WEBHOOK_EVENT_TYPES)('%s has a change shaped as the fan-out writes one', (type) => {
    const change = ZNoticeChange.parse(sampleChange(type));
    expect(change.event).toBe(type);
    // Only a date or a last free day that moved has a size.
    if (!isDateChange(type) && type !== 'LFD_CHANGE') expect(change.deltaHours).toBeNull();
    if (type === 'DATA_STALE') expect(change).toMatchObject({ portCode: '', oldValue: expect.any(String) });
    else expect(change.placeRole).toMatch(/^PO[LD]$/);
  });

  it('carries the milestone or warning code, none for a date', () => {
    expect(sampleChange('HOLD_SET').code).toBe('CUIP');
    expect(sampleChange('WARNING').code).toBe('WETA');
    expect(sampleChange('ETA_CHANGE')).toMatchObject({ code: null, deltaHours: 30 });
    // A last free day is a terminal's (US, KR, JP), moved by two days, ending 23:59 local.
    expect(sampleChange('LFD_CHANGE')).toMatchObject({ portCode: 'USLAX', deltaHours: 48, code: null });
    expect(sampleChange('LFD_DUE')).toMatchObject({ oldValue: null, newValue: '2030-02-16T07:59:59.999Z' });
  });
});
