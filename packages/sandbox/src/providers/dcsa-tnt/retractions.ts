import { isoDateTime } from '../http/date-time.js';
import { deterministicUuid } from '../http/deterministic-uuid.js';
import type { TntEvent } from './render-events.js';

const CORRECTION_SHIFT_MS = 30 * 60_000;

/**
 * The `retract` fault in T&T 2.2 terms. 2.2 has no retraction flag (3.0 adds `retractedEventID`);
 * a carrier corrects an event by publishing a superseding one: a new eventID, a later
 * eventCreatedDateTime and the corrected eventDateTime, with the reason in `changeRemark`
 * (transport) or `reason` (shipment). Each event is followed by such a correction.
 */
export function withCorrections(events: readonly TntEvent[], now: number): TntEvent[] {
  return events.flatMap((event) => {
    const created = Date.parse(String(event.eventCreatedDateTime));
    const when = Date.parse(String(event.eventDateTime));
    const correctedAt = Math.max(created, Math.min(created + 60_000, now));
    const note = `Correction: supersedes event ${String(event.eventID)}`;
    const correction: TntEvent = {
      ...event,
      eventID: deterministicUuid('correction', String(event.eventID)),
      eventCreatedDateTime: isoDateTime(correctedAt),
      eventDateTime:
        event.eventType === 'SHIPMENT' ? isoDateTime(correctedAt) : isoDateTime(when + CORRECTION_SHIFT_MS),
    };
    if (event.eventType === 'TRANSPORT') correction.changeRemark = note;
    if (event.eventType === 'SHIPMENT') correction.reason = note;
    return [event, correction];
  });
}
