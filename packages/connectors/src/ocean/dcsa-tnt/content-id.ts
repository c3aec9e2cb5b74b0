import { createHash } from 'node:crypto';
import type { JsonObject } from './json-fields.js';

/** JSON with every object's keys sorted: the same content always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * An identity for an event sent without `eventID` (optional in T&T 2.2): a digest of its whole
 * content. The same event sent again gets the same id, so it is stored once; two events that
 * differ in anything are two events, never merged into one.
 */
export function contentEventId(event: JsonObject): string {
  return `content-${createHash('sha256').update(canonical(event)).digest('hex').slice(0, 32)}`;
}

/** Whether two versions of an event say the same thing (key order aside). */
export function sameContent(a: JsonObject, b: JsonObject): boolean {
  return canonical(a) === canonical(b);
}
