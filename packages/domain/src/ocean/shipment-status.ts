/**
 * The shipment's current status (views.md §3 status) and completion: the latest actual event in
 * timeline order decides where the cargo is; a void booking overrides everything.
 */
import type { CodedEvent } from './coded-event.js';
import { eventLabel } from './event-descriptions.js';
import type { ShipmentStatus, StatusCategory } from './shipment-view.js';
import { statusCategoryOf } from './status-category.js';
import { eventTimeIso } from './timed-event.js';

/** Complete once every box known has an actual empty return (or any return when none is named). */
export function isCompleted(events: readonly CodedEvent[], archived: boolean): boolean {
  if (archived) return true;
  const boxes = new Set<string>();
  const returned = new Set<string>();
  let anyReturn = false;
  for (const e of events) {
    const box = e.source.equipmentReference;
    if (box) boxes.add(box);
    if (e.code === 'RCVE' && e.source.eventClassifier === 'ACT') {
      anyReturn = true;
      if (box) returned.add(box);
    }
  }
  return boxes.size === 0 ? anyReturn : [...boxes].every((b) => returned.has(b));
}

function statusOf(event: CodedEvent, category: StatusCategory, placeName: string | null): ShipmentStatus {
  const mode = event.source.modeOfTransport;
  const label = eventLabel(event.code, mode === 'VESSEL' ? null : mode);
  return {
    category,
    portCode: event.loc,
    eventPlaceOrigin: event.source.locationName ?? placeName,
    descriptionCn: label.zh,
    descriptionEn: label.en,
    eventTime: eventTimeIso(event),
  };
}

export interface StatusInput {
  /** Transport and equipment events in timeline order. */
  moves: readonly CodedEvent[];
  /** Shipment (document) events. */
  documents: readonly CodedEvent[];
  cancelled: boolean;
  hasInlandDestination: boolean;
  placeName: (loc: string | null) => string | null;
}

export function currentStatusOf(input: StatusInput): ShipmentStatus | null {
  if (input.cancelled) {
    const cancel = input.documents.find((e) => e.code === 'VOID' || e.code === 'CANC');
    if (cancel) return statusOf(cancel, 'CANCELLED', null);
  }
  for (let i = input.moves.length - 1; i >= 0; i--) {
    const e = input.moves[i] as CodedEvent;
    if (e.source.eventClassifier !== 'ACT' || e.omitted) continue;
    const category = statusCategoryOf(e.code, e.role, input.hasInlandDestination);
    if (category) return statusOf(e, category, input.placeName(e.loc));
  }
  return null;
}
