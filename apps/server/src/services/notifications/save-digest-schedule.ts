import {
  type DigestSchedule,
  type DigestScheduleInput,
  digestDayField,
  type Language,
  nextDigestRun,
} from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import { fieldError } from '../../auth/field-error.js';
import type { Database } from '../../db/database.js';
import { notificationDigests } from '../../db/schema/index.js';
import { digestScheduleOf } from './digest-schedule-of.js';
import { emailListOf } from './email-list-of.js';

/**
 * Saves a member's digest schedule (POST /application/rule/digest). A weekly digest needs its
 * weekday and a monthly one its day (platform.md §5: a cycle, a weekday or day, and a time; the
 * schema requires the cycle and the time); the addresses are 1 to 3 with either comma, required
 * when it is on. The next run is worked out on the schedule's zone's clock, from now — a change
 * of zone or time takes effect at once; the next digest still tells only what changed since the
 * last one. Turning it on starts the period at now: a digest never reports what happened while
 * it was off. Written in the language the member saved it in.
 */
export async function saveDigestSchedule({
  db,
  caller,
  input,
  language,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  input: DigestScheduleInput;
  language: Language;
  now?: Date;
}): Promise<DigestSchedule> {
  const cycle = input.cycle;
  if (!cycle) throw fieldError('cycle', 'required');
  const dayField = digestDayField(cycle);
  const weekday = dayField === 'weekday' ? (input.weekday ?? null) : null;
  const monthDay = dayField === 'monthDay' ? (input.monthDay ?? null) : null;
  if (dayField && (dayField === 'weekday' ? weekday : monthDay) === null)
    throw fieldError(dayField, 'required');
  const emails = emailListOf(input.emails, input.enabled);
  const timing = { cycle, weekday, monthDay, time: input.time, timeZone: input.timeZone };

  await db.orm.transaction(async (tx) => {
    const [before] = await tx
      .select({ enabled: notificationDigests.enabled, coveredUntil: notificationDigests.coveredUntil })
      .from(notificationDigests)
      .where(eq(notificationDigests.userId, caller.subject))
      .for('update');
    const row = {
      userId: caller.subject,
      organizationId: caller.organizationId,
      enabled: input.enabled,
      ...timing,
      emails,
      language,
      nextRunAt: input.enabled ? nextDigestRun(timing, now) : null,
      coveredUntil: before && (before.enabled || !input.enabled) ? before.coveredUntil : now,
      updatedAt: now,
    };
    await tx
      .insert(notificationDigests)
      .values({ ...row, createdAt: now })
      .onConflictDoUpdate({ target: notificationDigests.userId, set: row });
  });
  return digestScheduleOf({ db, userId: caller.subject });
}
