import type { CarrierEventRejection } from '@tracklane/domain';
import { contentEventId } from './content-id.js';
import { type EventValidator, eventValidator } from './event-schema.js';
import { type JsonObject, stringAt } from './json-fields.js';
import type { ConflictingDuplicate } from './mapping.js';
import { codeBreach, semanticBreach } from './semantic-rules.js';

export type CheckedEvents =
  | { ok: true; accepted: JsonObject[]; rejections: CarrierEventRejection[] }
  | { ok: false; reason: string };

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * One page (or one notification) of T&T 2.2 events, event by event: its code values against the
 * 2.2 code lists (first, so an unknown code is named as one), the schema of its event type, then
 * the semantic rules (semantic-rules.ts). A bad event is rejected alone with its reason; the rest
 * is kept. The page itself fails only when it is not a list of objects, or when not one of its
 * items names its eventType as a string: that is no 2.2 event list at all (a retry may get a good
 * body). A single bad event, even alone on its page, is a rejection: failing the page instead
 * would stop the shipment's updates at that event for good.
 */
export function checkTntEvents(
  body: unknown,
  {
    pollAt,
    validateEvent = eventValidator(),
  }: { pollAt: number; validateEvent?: EventValidator | undefined },
): CheckedEvents {
  if (!Array.isArray(body)) return { ok: false, reason: '/ must be an array of events' };
  const accepted: JsonObject[] = [];
  const rejections: CarrierEventRejection[] = [];
  let typed = 0;
  let firstSchemaReason = '';
  for (let i = 0; i < body.length; i++) {
    const item: unknown = body[i];
    if (!isObject(item)) return { ok: false, reason: `/${i} must be an event object` };
    if (typeof item.eventType === 'string') typed++;
    const eventId = stringAt(item, 'eventID') ?? contentEventId(item);
    const code = codeBreach(item);
    if (code) {
      rejections.push({ eventId, ...code });
      continue;
    }
    const schema = validateEvent(item, i);
    if (schema !== null) {
      firstSchemaReason ||= schema;
      rejections.push({
        eventId,
        reason: 'schema',
        detail: `schema: ${schema.replace(/^\/\d+/, '').trim()}`,
      });
      continue;
    }
    const breach = semanticBreach(item, pollAt);
    if (breach) rejections.push({ eventId, ...breach });
    else accepted.push(item);
  }
  if (body.length > 0 && typed === 0) return { ok: false, reason: firstSchemaReason };
  return { ok: true, accepted, rejections };
}

/** A conflicting duplicate as a rejection of the version that was not kept. */
export function duplicateRejection(d: ConflictingDuplicate): CarrierEventRejection {
  return {
    reason: 'conflicting-duplicate',
    eventId: d.eventId,
    detail: `eventID sent twice with different content: kept the version created ${d.keptCreatedTime}, dropped the one created ${d.droppedCreatedTime}`,
  };
}
