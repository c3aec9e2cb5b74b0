/**
 * The rules of the terminal-status provider (views.md §5): which countries it covers, which call
 * each country uses, which ports need an on-demand subscription, and how much free time a
 * port's terminals give an import box before demurrage starts.
 */

/** Countries with terminal data at all. */
export const TERMINAL_COUNTRIES = ['CN', 'US', 'KR', 'JP'] as const;
/** Countries served by the download call (terminal records); the others by port events. */
export const DOWNLOAD_COUNTRIES = ['US', 'KR', 'JP'] as const;
/** Countries served by the port-event call. */
export const PORT_EVENT_COUNTRIES = ['CN'] as const;
/** Ports whose terminal data only flows after an on-demand subscription (views.md §5). */
export const ON_DEMAND_PORTS = ['USLAX', 'USLGB', 'USOAK', 'USNYC'] as const;
/** How long after a subscription the first terminal data appears (views.md §4: "retry in 5 minutes"). */
export const SUBSCRIPTION_LEAD_MS = 5 * 60_000;

export function isDownloadCountry(country: string): boolean {
  return (DOWNLOAD_COUNTRIES as readonly string[]).includes(country);
}

export function isPortEventCountry(country: string): boolean {
  return (PORT_EVENT_COUNTRIES as readonly string[]).includes(country);
}

/** `codes` are every code of one port (canonical and aliases), e.g. USLAX. */
export function isOnDemandPort(codes: readonly string[]): boolean {
  return codes.some((code) => (ON_DEMAND_PORTS as readonly string[]).includes(code));
}

/**
 * Free time for import boxes. Chosen from what the ports publish as typical, not from any one
 * terminal's tariff: US terminals give 4 working days (LA/LB's common tariff, weekends do not
 * count); Chinese and Japanese terminals about 7 calendar days; Busan and Incheon 5.
 */
export const FREE_TIME: Readonly<Record<string, { days: number; workingDaysOnly: boolean }>> = {
  US: { days: 4, workingDaysOnly: true },
  CN: { days: 7, workingDaysOnly: false },
  KR: { days: 5, workingDaysOnly: false },
  JP: { days: 7, workingDaysOnly: false },
};

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) of an instant in a port's time zone. */
export function localDate(t: number, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(t));
}

/**
 * The last free day of a box whose free time starts at `start` (the day it became available):
 * that local day plus the country's free days, skipping weekends where only working days count.
 */
export function lastFreeDay(start: number, timeZone: string, country: string): string {
  const rule = FREE_TIME[country] ?? { days: 5, workingDaysOnly: false };
  let day = Date.parse(`${localDate(start, timeZone)}T00:00:00Z`);
  for (let left = rule.days; left > 0; ) {
    day += DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (!rule.workingDaysOnly || (weekday !== 0 && weekday !== 6)) left--;
  }
  return new Date(day).toISOString().slice(0, 10);
}
