/**
 * Reminder events for the engine (platform.md §3): comparing the view before and after a refresh
 * gives ETD_CHANGE / ETA_CHANGE when an estimate moves, ATD_CHANGE / ATA_CHANGE when an actual
 * appears or is corrected. The first estimate ever seen is not a change (nothing to compare).
 * Departure is read at the load port (place type 2), arrival at the discharge port (type 4).
 */
import type { ReminderType } from './event-codes.js';
import type { OceanShipmentView, Place } from './shipment-view.js';

export interface ReminderEvent {
  type: ReminderType;
  oldValue: string | null;
  newValue: string;
  portCode: string;
}

const placeOf = (view: OceanShipmentView | null, type: 2 | 4): Place | undefined =>
  view?.proxy.places.find((p) => p.type === type);

function compare(
  out: ReminderEvent[],
  before: Place | undefined,
  after: Place | undefined,
  field: 'eta' | 'ata',
  type: ReminderType,
): void {
  const next = after?.[field] ?? null;
  if (!after || !next) return;
  const prev = before?.[field] ?? null;
  if (prev === next || (prev && Date.parse(prev) === Date.parse(next))) return;
  if (!prev && field === 'eta') return;
  out.push({ type, oldValue: prev, newValue: next, portCode: after.code });
}

export function reminderEventsBetween(
  before: OceanShipmentView | null,
  after: OceanShipmentView,
): ReminderEvent[] {
  const out: ReminderEvent[] = [];
  const polBefore = placeOf(before, 2);
  const polAfter = placeOf(after, 2);
  const podBefore = placeOf(before, 4);
  const podAfter = placeOf(after, 4);
  compare(out, polBefore, polAfter, 'eta', 'ETD_CHANGE');
  compare(out, polBefore, polAfter, 'ata', 'ATD_CHANGE');
  compare(out, podBefore, podAfter, 'eta', 'ETA_CHANGE');
  compare(out, podBefore, podAfter, 'ata', 'ATA_CHANGE');
  return out;
}
