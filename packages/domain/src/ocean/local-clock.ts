/**
 * Local calendar day and time of day at a port. Carriers that send dates only send the local
 * midnight, which after conversion to UTC is not 00:00 UTC (e.g. Singapore midnight is 16:00Z),
 * so the ordering rules read the clock where the event happened. Formatters are cached per zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      return null;
    }
    formatters.set(timeZone, f);
  }
  return f;
}

export interface LocalClock {
  /** yyyy-mm-dd in the zone (UTC when the zone is unknown). */
  day: string;
  /** Exactly 00:00:00 local time. */
  midnight: boolean;
}

export function localClock(at: number, timeZone: string | null): LocalClock {
  const f = timeZone ? formatterFor(timeZone) : null;
  if (!f) {
    const text = new Date(at).toISOString();
    return { day: text.slice(0, 10), midnight: text.slice(11, 19) === '00:00:00' };
  }
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(at)) parts[p.type] = p.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    midnight: parts.hour === '00' && parts.minute === '00' && parts.second === '00',
  };
}
