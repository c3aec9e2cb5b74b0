import { z } from 'zod';
import { knownZone } from '../time/zoned-time.js';

/**
 * Scheduled e-mail digests (platform.md §1 "scheduled e-mail digests to at most 3 addresses", §2
 * push settings, §5 "a schedule trigger requires a cycle, a weekday or day, and a time"): one per
 * member, read and saved with GET/POST /application/rule/digest.
 */

export const DIGEST_CYCLES = ['daily', 'weekly', 'monthly'] as const;
export type DigestCycle = (typeof DIGEST_CYCLES)[number];

/** "HH:MM", 24-hour, on the schedule's zone's clock. */
export const DIGEST_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * POST /application/rule/digest. `weekday` (ISO: 1 Monday … 7 Sunday) is required for a weekly
 * digest, `monthDay` for a monthly one: a day past the end of a short month means its last day
 * (31 sends on 30 April and 28/29 February). The cycle and the time are required always; the
 * server answers a missing one as a field problem of that field.
 */
export const ZDigestScheduleInput = z.object({
  enabled: z.boolean(),
  /** Required: optional here only so that a missing one is answered as "required" by the server. */
  cycle: z.enum(DIGEST_CYCLES).optional(),
  weekday: z.number().int().min(1).max(7).nullable().optional(),
  monthDay: z.number().int().min(1).max(31).nullable().optional(),
  time: z.string().regex(DIGEST_TIME_PATTERN, 'a time as HH:MM (00:00–23:59)'),
  /** IANA zone the time is read in; the page sends the browser's unless the member picks one. */
  timeZone: z
    .string()
    .min(1)
    .max(64)
    .refine((zone) => knownZone(zone) !== null, 'an IANA time zone such as Asia/Shanghai'),
  /** 1–3 addresses, one text with Western or Chinese commas (platform.md §5). */
  emails: z.string().max(1000),
});
export type DigestScheduleInput = z.infer<typeof ZDigestScheduleInput>;

/** The day field a cycle needs, or null (daily). */
export function digestDayField(cycle: DigestCycle): 'weekday' | 'monthDay' | null {
  if (cycle === 'weekly') return 'weekday';
  if (cycle === 'monthly') return 'monthDay';
  return null;
}

/** The stored schedule, as GET and POST /application/rule/digest answer it. */
export const ZDigestSchedule = z.object({
  enabled: z.boolean(),
  cycle: z.enum(DIGEST_CYCLES),
  weekday: z.number().int().nullable(),
  monthDay: z.number().int().nullable(),
  time: z.string(),
  timeZone: z.string(),
  emails: z.array(z.string()),
  /** The next send (ISO 8601 UTC); null when off. Sent within 5 minutes of it. */
  nextRunAt: z.string().nullable(),
  /** The last digest that went out; null before the first. */
  lastSentAt: z.string().nullable(),
  /** True until the member saves one: these are the defaults (off). */
  isDefault: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type DigestSchedule = z.infer<typeof ZDigestSchedule>;

/** A member who never saved a digest: off, daily at 08:00 in the zone the page shows. */
export function defaultDigestSchedule(timeZone = 'UTC'): DigestSchedule {
  return {
    enabled: false,
    cycle: 'daily',
    weekday: null,
    monthDay: null,
    time: '08:00',
    timeZone,
    emails: [],
    nextRunAt: null,
    lastSentAt: null,
    isDefault: true,
    updatedAt: null,
  };
}
