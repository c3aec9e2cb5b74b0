import { knownZone, zonedTime } from '../time/zoned-time.js';
import type { DigestCycle } from './digest-wire.js';

/**
 * When a digest is due next (pure; the server stores it, the settings page shows it). Built on
 * Intl (the repo's zoned-time.ts) rather than a time-zone library: the runtime's tz database is
 * the one every other time of the app is shown with.
 *
 * Across daylight-saving changes, on the schedule's zone's clock:
 * - a time the clock skips (02:30 on a spring-forward day in Berlin or New York) runs at the
 *   first instant after it that exists, the moment the clock jumps (03:00 local);
 * - a time the clock shows twice (02:30 on a fall-back day in Berlin, 01:30 in New York) runs
 *   once, at its first occurrence.
 */
export interface DigestTiming {
  cycle: DigestCycle;
  /** ISO weekday, 1 Monday … 7 Sunday (weekly). */
  weekday: number | null;
  /** 1–31 (monthly); past the end of a short month, its last day. */
  monthDay: number | null;
  /** "HH:MM" on the zone's clock. */
  time: string;
  timeZone: string;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The first time the schedule is due strictly after `after`; null for an unusable schedule. */
export function nextDigestRun(timing: DigestTiming, after: Date): Date | null {
  const zone = knownZone(timing.timeZone);
  const match = /^(\d{2}):(\d{2})$/.exec(timing.time);
  if (!zone || !match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  const today = zonedTime(after, zone);
  if (!today) return null;
  const start = Date.UTC(
    today.wallClock.getUTCFullYear(),
    today.wallClock.getUTCMonth(),
    today.wallClock.getUTCDate(),
  );
  // A monthly digest on the 31st is at most ~62 days away; a year bounds every cycle.
  for (let day = 0; day <= 400; day += 1) {
    const date = new Date(start + day * DAY);
    if (!isDueDay(timing, date)) continue;
    const at = instantOfWallClock(
      Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour, minute),
      zone,
    );
    if (at.getTime() > after.getTime()) return at;
  }
  return null;
}

/** Whether a calendar date (its UTC fields) is one the schedule sends on. */
function isDueDay(timing: DigestTiming, date: Date): boolean {
  if (timing.cycle === 'daily') return true;
  if (timing.cycle === 'weekly') return isoWeekday(date) === timing.weekday;
  if (timing.monthDay === null) return false;
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  return date.getUTCDate() === Math.min(timing.monthDay, lastDay);
}

const isoWeekday = (date: Date) => ((date.getUTCDay() + 6) % 7) + 1;

/** The zone's offset from UTC at an instant (ms; whole minutes). */
function offsetAt(at: number, zone: string): number {
  const minuteStart = Math.floor(at / MINUTE) * MINUTE;
  const shown = zonedTime(minuteStart, zone);
  return shown ? shown.wallClock.getTime() - minuteStart : 0;
}

/**
 * The instant a wall-clock time (`wall`'s UTC fields) reads on the zone's clock: the earlier of
 * two when the clock shows it twice; the moment the clock jumps when it skips it.
 */
export function instantOfWallClock(wall: number, zone: string): Date {
  // Offsets a day either side are those before and after any change near this time.
  const before = offsetAt(wall - DAY, zone);
  const after = offsetAt(wall + DAY, zone);
  const candidates = [...new Set([wall - before, wall - after])]
    .filter((at) => offsetAt(at, zone) === wall - at)
    .sort((a, b) => a - b);
  if (candidates[0] !== undefined) return new Date(candidates[0]);
  // Skipped: find the change (the first instant on the later offset) between the two readings.
  let low = wall - after;
  let high = wall - before;
  if (low > high) [low, high] = [high, low];
  while (high - low > MINUTE) {
    const mid = Math.floor((low + high) / 2 / MINUTE) * MINUTE;
    if (offsetAt(mid, zone) === after) high = mid;
    else low = mid;
  }
  return new Date(offsetAt(low, zone) === after ? low : high);
}
