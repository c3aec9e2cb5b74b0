/**
 * The one rule for showing an instant (issue 20, "one time, one zone"): on the clock of the port
 * where it happens, with the zone's short name, or, where no port applies, on the user's own
 * clock, labelled too. The user may instead choose one zone for everything: UTC+8 (the zone
 * views.md §9 normalises to) or UTC. The web's shared/time and the server's exports both format
 * through here, so a time reads the same on every page and in every file.
 */
export const TIME_DISPLAYS = ['port', 'utc8', 'utc'] as const;
export type TimeDisplay = (typeof TIME_DISPLAYS)[number];
export const DEFAULT_TIME_DISPLAY: TimeDisplay = 'port';

export const isTimeDisplay = (value: unknown): value is TimeDisplay =>
  typeof value === 'string' && (TIME_DISPLAYS as readonly string[]).includes(value);

/** A fixed UTC+8 (IANA's Etc zones count the other way round): no DST, labelled "GMT+8". */
export const UTC8_ZONE = 'Etc/GMT-8';

// Formatters are costly to build: one per zone and use, kept.
const formats = new Map<string, Intl.DateTimeFormat | null>();

function formatOf(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat | null {
  if (!formats.has(key)) {
    try {
      formats.set(key, make());
    } catch {
      formats.set(key, null);
    }
  }
  return formats.get(key) ?? null;
}

/** The IANA zone if this runtime knows it, else null (a carrier's typo must not break a page). */
export function knownZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  return formatOf(`check|${zone}`, () => new Intl.DateTimeFormat('en-US', { timeZone: zone })) ? zone : null;
}

/**
 * The zone a time is shown in. `portZone`: the zone of the port where it happens (null when no
 * port applies or its zone is unknown); `ownZone`: the user's own zone (the browser's on the web,
 * the one the web sent with an export), used where no port applies; UTC when neither is known.
 */
export function displayZone({
  display,
  portZone,
  ownZone,
}: {
  display: TimeDisplay;
  portZone?: string | null | undefined;
  ownZone?: string | null | undefined;
}): string {
  if (display === 'utc8') return UTC8_ZONE;
  if (display === 'utc') return 'UTC';
  return knownZone(portZone) ?? knownZone(ownZone) ?? 'UTC';
}

export interface ZonedTime {
  /** yyyy-mm-dd hh:mm on the zone's clock. */
  text: string;
  /** The zone's short name: GMT+8, PST, PDT, GMT+1, UTC. */
  zone: string;
  /** The same wall-clock time as a UTC instant (what a spreadsheet's date cell holds). */
  wallClock: Date;
}

/** An instant on a zone's clock, "2026-11-25 13:42", and the zone's short name ("GMT+8"). */
export function zonedTime(at: string | number | Date | null | undefined, zone: string): ZonedTime | null {
  const ms = at instanceof Date ? at.getTime() : typeof at === 'string' ? Date.parse(at) : (at ?? Number.NaN);
  if (Number.isNaN(ms)) return null;
  const tz = knownZone(zone) ?? 'UTC';
  const clock = formatOf(
    `clock|${tz}`,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: tz,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  const name = formatOf(
    `zone|${tz}`,
    () => new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'short' }),
  );
  if (!clock || !name) return null;
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of clock.formatToParts(ms)) parts[p.type] = p.value;
  const label = name.formatToParts(ms).find((p) => p.type === 'timeZoneName')?.value ?? tz;
  const [y, mo, d, h, mi] = [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return {
    text: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`,
    zone: label,
    wallClock: new Date(Date.UTC(y, mo - 1, d, h, mi)),
  };
}

/** "2026-11-25 13:42 GMT+8", or null without a readable instant. */
export function zonedTimeText(at: string | number | Date | null | undefined, zone: string): string | null {
  const t = zonedTime(at, zone);
  return t ? `${t.text} ${t.zone}` : null;
}

/**
 * The first instant of a calendar day ("2026-11-25") on a zone's clock, or with `end` its last
 * millisecond: a day a user picks (a list's ETD filter) means that day on the clock they read
 * times in. Null for a malformed day.
 */
export function dayBoundIn(day: string, zone: string, end = false): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const midnight = (dd: number) =>
    wallClockInstant(new Date(Date.UTC(y, mo - 1, dd)), zone)?.getTime() ?? null;
  const start = midnight(end ? d + 1 : d);
  return start === null ? null : new Date(end ? start - 1 : start);
}

/**
 * The instant a wall-clock time reads on a zone's clock (`wall`'s UTC fields hold the clock:
 * the inverse of `zonedTime(...).wallClock`), as a picker's "2026-11-25 13:42" means on the
 * clock the user reads times in. Null when the zone cannot be read.
 */
export function wallClockInstant(wall: Date, zone: string): Date | null {
  const target = wall.getTime();
  if (Number.isNaN(target)) return null;
  // The zone's offset at the wall-clock instant, then once more at the result (a DST change).
  let at = target;
  for (let i = 0; i < 2; i += 1) {
    const shown = zonedTime(at, zone);
    if (!shown) return null;
    at -= shown.wallClock.getTime() - target;
  }
  return new Date(at);
}
