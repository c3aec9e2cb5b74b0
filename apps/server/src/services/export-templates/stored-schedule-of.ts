import { type ExportScheduleInput, type Language, nextDigestRun } from '@tracklane/domain';
import { fieldError } from '../../auth/field-error.js';
import type { StoredExportSchedule } from '../../db/schema/index.js';
import { emailListOf } from '../notifications/email-list-of.js';

/**
 * A template's schedule as stored, and its next run: worked out like the digest's (nextDigestRun,
 * on the schedule zone's clock, from now). A weekly schedule needs its weekday; the addresses are
 * 1 to 3 with either comma (the digest's field problems). A disabled template has no next run: the
 * scheduler claims only rows whose next run has come.
 */
export function storedScheduleOf({
  input,
  enabled,
  language,
  now,
}: {
  input: ExportScheduleInput | null | undefined;
  enabled: boolean;
  language: Language;
  now: Date;
}): { schedule: StoredExportSchedule | null; nextRunAt: Date | null } {
  if (!input) return { schedule: null, nextRunAt: null };
  const weekday = input.cycle === 'weekly' ? (input.weekday ?? null) : null;
  if (input.cycle === 'weekly' && weekday === null) throw fieldError('weekday', 'required');
  const emails = emailListOf(input.emails, true);
  const schedule: StoredExportSchedule = {
    cycle: input.cycle,
    weekday,
    time: input.time,
    timeZone: input.timeZone,
    emails,
    format: input.format,
    language: input.language ?? language,
  };
  const nextRunAt = enabled
    ? nextDigestRun(
        { cycle: input.cycle, weekday, monthDay: null, time: input.time, timeZone: input.timeZone },
        now,
      )
    : null;
  return { schedule, nextRunAt };
}
