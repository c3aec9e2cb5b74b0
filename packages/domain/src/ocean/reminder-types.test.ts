import { describe, expect, it } from 'vitest';
import { defaultNotificationRule } from '../notifications/notification-rule.js';
import {
  isDateChange,
  REMINDER_GROUPS,
  REMINDER_TYPES,
  reminderGroupOf,
  reminderSubject,
  warningReminderType,
} from './reminder-types.js';

describe('reminder types', () => {
  it('puts every type in exactly one group, in the order of the list', () => {
    expect(Object.values(REMINDER_GROUPS).flat()).toEqual([...REMINDER_TYPES]);
    for (const type of REMINDER_TYPES) expect(REMINDER_GROUPS[reminderGroupOf(type)]).toContain(type);
  });

  it('gives a size (and so a threshold) to date changes only', () => {
    expect(REMINDER_TYPES.filter(isDateChange)).toEqual([
      'ETD_CHANGE',
      'ETA_CHANGE',
      'ATD_CHANGE',
      'ATA_CHANGE',
    ]);
  });

  it('names rolled cargo and omitted calls, and every other warning WARNING', () => {
    expect(warningReminderType('WDLPT')).toBe('ROLLED');
    expect(warningReminderType('WTSBA')).toBe('PORT_OMITTED');
    expect(warningReminderType('WBDAR')).toBe('PORT_OMITTED');
    expect(warningReminderType('WGTOT')).toBe('WARNING');
  });

  it('tells holds and warnings apart by code at one port, and one arrival whatever its code', () => {
    expect(reminderSubject({ event: 'HOLD_SET', portCode: 'NLRTM', code: 'CUIP' })).not.toBe(
      reminderSubject({ event: 'HOLD_SET', portCode: 'NLRTM', code: 'TMHD' }),
    );
    expect(reminderSubject({ event: 'WARNING', portCode: 'NLRTM', code: 'WETA' })).toBe('NLRTM WETA');
    expect(reminderSubject({ event: 'VESSEL_ARRIVED', portCode: 'NLRTM', code: 'BDAR' })).toBe(
      reminderSubject({ event: 'VESSEL_ARRIVED', portCode: 'NLRTM', code: 'POCA' }),
    );
    expect(reminderSubject({ event: 'ETA_CHANGE', portCode: 'NLRTM' })).toBe('NLRTM');
  });

  it('chooses the date changes, the milestones and the last free days a forwarder acts on by default', () => {
    expect(defaultNotificationRule().events).toEqual([
      'ETD_CHANGE',
      'ETA_CHANGE',
      'ATD_CHANGE',
      'ATA_CHANGE',
      'VESSEL_DEPARTED',
      'VESSEL_ARRIVED',
      'AVAILABLE_FOR_PICKUP',
      'HOLD_SET',
      'HOLD_RELEASED',
      'LFD_CHANGE',
      'LFD_DUE',
    ]);
  });
});
