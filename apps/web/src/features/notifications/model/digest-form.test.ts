import { defaultDigestSchedule } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { formToSchedule, previewNextRun, scheduleToForm, zoneOptions } from './digest-form';

describe('digest form', () => {
  it('starts a new schedule in the browser’s zone and keeps a saved one’s', () => {
    expect(scheduleToForm(defaultDigestSchedule(), 'Asia/Tokyo').timeZone).toBe('Asia/Tokyo');
    const saved = { ...defaultDigestSchedule(), isDefault: false, timeZone: 'Europe/Berlin' };
    expect(scheduleToForm(saved, 'Asia/Tokyo').timeZone).toBe('Europe/Berlin');
  });

  it('sends only the day field the cycle uses', () => {
    const values = {
      enabled: true,
      cycle: 'monthly' as const,
      weekday: 3,
      monthDay: 31,
      time: '08:00',
      timeZone: 'UTC',
      emails: ' a@x.com，b@x.com ',
    };
    expect(formToSchedule(values)).toMatchObject({ weekday: null, monthDay: 31, emails: 'a@x.com，b@x.com' });
    expect(formToSchedule({ ...values, cycle: 'weekly' })).toMatchObject({ weekday: 3, monthDay: null });
  });

  it('previews the next send on the chosen zone’s clock', () => {
    const now = new Date('2026-11-27T06:00:00Z');
    const values = { enabled: true, cycle: 'daily' as const, time: '08:00', timeZone: 'America/New_York' };
    expect(previewNextRun(values, now)?.toISOString()).toBe('2026-11-27T13:00:00.000Z');
    expect(previewNextRun({ ...values, enabled: false }, now)).toBeNull();
  });

  it('offers the current zone even when the runtime does not list it', () => {
    expect(zoneOptions('Etc/GMT-8')[0]).toBe('Etc/GMT-8');
    expect(zoneOptions('UTC')).toContain('UTC');
  });
});
