import { type JsonObject, stringAt } from './json-fields.js';

/**
 * Which earlier events a T&T event withdraws (pure). Two conventions:
 * - T&T 3.0's `retractedEventID`: the event is a retraction notice of that event and carries
 *   nothing of its own (see isRetractionNotice);
 * - T&T 2.2 has no retraction field, so carriers (and our sandbox, retractions.ts there) publish a
 *   superseding event whose changeRemark (transport) or reason (shipment) reads
 *   "… supersedes event <eventID>"; that new event is real and replaces the old one.
 */
const SUPERSEDES = /supersedes event\s+([A-Za-z0-9][A-Za-z0-9_-]*)/gi;

export function retractedIdsOf(event: JsonObject): string[] {
  const ids: string[] = [];
  const retracted = stringAt(event, 'retractedEventID');
  if (retracted) ids.push(retracted);
  for (const field of ['changeRemark', 'reason'] as const) {
    const text = stringAt(event, field);
    if (!text) continue;
    for (const match of text.matchAll(SUPERSEDES)) if (match[1]) ids.push(match[1]);
  }
  return ids;
}

/** A 3.0 retraction is only a pointer to the withdrawn event: it is not itself an event to store. */
export function isRetractionNotice(event: JsonObject): boolean {
  return stringAt(event, 'retractedEventID') !== null;
}
