/** Small readers for schema-checked but still untyped JSON (pure). */
export type JsonObject = Record<string, unknown>;

export function objectAt(parent: JsonObject | null, key: string): JsonObject | null {
  const value = parent?.[key];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonObject) : null;
}

export function stringAt(parent: JsonObject | null, key: string): string | null {
  const value = parent?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

export function arrayAt(parent: JsonObject | null, key: string): JsonObject[] {
  const value = parent?.[key];
  return Array.isArray(value)
    ? value.filter((v): v is JsonObject => v !== null && typeof v === 'object')
    : [];
}

// Already UTC to the second or millisecond: the common case, reformatted without a Date round trip.
const UTC_SECONDS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z$/;

/** ISO 8601 with any offset → UTC with milliseconds, the form CarrierEvent documents. */
export function toUtcIso(value: string | null): string | null {
  if (value === null) return null;
  const utc = UTC_SECONDS.exec(value);
  if (utc) return utc[1] ? value : `${value.slice(0, 19)}.000Z`;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
