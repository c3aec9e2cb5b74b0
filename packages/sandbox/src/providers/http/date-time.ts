/** ISO 8601 in UTC without milliseconds, the form carriers' DCSA feeds use (e.g. 2026-03-01T08:30:00Z). */
export function isoDateTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** ISO calendar date (UTC) of an instant. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Parses an ISO date (YYYY-MM-DD) to the start of that UTC day, or undefined when malformed. */
export function parseIsoDate(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** Parses an ISO date-time with offset (or Z), or undefined when malformed. */
export function parseIsoDateTime(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

export const DAY_MS = 86_400_000;
