/**
 * How long ago something was last updated, in the coarsest unit that still says something. The one
 * age of the app: the shipment list's column, the detail drawer's header and a vessel's report time
 * all read it from here, so the list and the drawer never show two ages for one shipment.
 */
export type UpdateAge =
  | { unit: 'never' }
  | { unit: 'justNow' }
  | { unit: 'minutes' | 'hours' | 'days'; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "12 min ago" / "3 h ago" / "2 d ago". Under a minute (or a clock a little ahead of ours) is
 * "just now"; counts are floored so "59 min" never reads as "1 h".
 */
export function updateAge(updateTime: string | null | undefined, now: number = Date.now()): UpdateAge {
  const at = updateTime ? Date.parse(updateTime) : Number.NaN;
  if (Number.isNaN(at)) return { unit: 'never' };
  const elapsed = now - at;
  if (elapsed < MINUTE) return { unit: 'justNow' };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  return { unit: 'days', count: Math.floor(elapsed / DAY) };
}

/** The i18n key (namespace oceanList) and its values for an age. */
export function updateAgeText(age: UpdateAge): [key: string, values: { n?: number }] {
  if (age.unit === 'never' || age.unit === 'justNow') return [`age.${age.unit}`, {}];
  return [`age.${age.unit}`, { n: age.count }];
}

/** The age as one token, "minutes:12" or "justNow": what a view puts in `data-age` so tests can compare views. */
export function updateAgeKey(age: UpdateAge): string {
  return 'count' in age ? `${age.unit}:${age.count}` : age.unit;
}
