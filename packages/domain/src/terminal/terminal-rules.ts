/**
 * Which ports have terminal data and through which call (views.md §5): locations in CN, US, KR
 * or JP of category PRE, POL or POD; US, KR and JP use the download call, the others (CN) the
 * port-event call; on-demand subscriptions exist only for four US ports.
 */
export const TERMINAL_COUNTRIES = ['CN', 'US', 'KR', 'JP'] as const;
export const TERMINAL_DOWNLOAD_COUNTRIES = ['US', 'KR', 'JP'] as const;
export const TERMINAL_LOCATION_CATEGORIES = ['PRE', 'POL', 'POD'] as const;
export const ON_DEMAND_TERMINAL_PORTS = ['USLAX', 'USLGB', 'USOAK', 'USNYC'] as const;

export type TerminalCall = 'download' | 'port-event';

const LOCODE = /^[A-Z]{2}[A-Z0-9]{3}$/;

/** The upper-cased UN/LOCODE, or null when the text is not one. */
export function normalizePortCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  return LOCODE.test(code) ? code : null;
}

/** The call that serves a port, or null when the port has no terminal data at all. */
export function terminalCallOf(portCode: string): TerminalCall | null {
  const country = portCode.slice(0, 2).toUpperCase();
  if (!(TERMINAL_COUNTRIES as readonly string[]).includes(country)) return null;
  return (TERMINAL_DOWNLOAD_COUNTRIES as readonly string[]).includes(country) ? 'download' : 'port-event';
}

export function isOnDemandTerminalPort(portCode: string): boolean {
  return (ON_DEMAND_TERMINAL_PORTS as readonly string[]).includes(portCode.toUpperCase());
}

/** Whether a shipment location (category + code) is one whose terminal data is fetched. */
export function isTerminalLocation(category: string, locationCode: string): boolean {
  return (
    (TERMINAL_LOCATION_CATEGORIES as readonly string[]).includes(category) &&
    terminalCallOf(locationCode) !== null
  );
}
