/** Last-update age in minutes, hours or days (views.md §9: "ETA age shown in minutes, hours or days"). */
export type AgeUnit = 'minutes' | 'hours' | 'days';

export interface Age {
  unit: AgeUnit;
  value: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Null without a readable time; a clock slightly behind the server's reads as 0 minutes, not negative. */
export function updateAge(updateTime: string | null | undefined, now: number): Age | null {
  const at = updateTime ? Date.parse(updateTime) : Number.NaN;
  if (Number.isNaN(at)) return null;
  const ms = Math.max(0, now - at);
  if (ms < HOUR) return { unit: 'minutes', value: Math.floor(ms / MINUTE) };
  if (ms < DAY) return { unit: 'hours', value: Math.floor(ms / HOUR) };
  return { unit: 'days', value: Math.floor(ms / DAY) };
}
