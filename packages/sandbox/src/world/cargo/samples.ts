/**
 * Sample numbers for the search pages: a few bookings, B/Ls and containers of shipments in
 * flight at the anchor, taken round-robin over carriers so every carrier's style shows up; and a
 * few bills of lading arriving late, for the delay warnings.
 */
import type { Milestone, Shipment } from '../model.js';
import { hashKey } from '../rng.js';

export const SAMPLES_PER_KIND = 5;

export interface SampleNumbers {
  bookings: string[];
  billsOfLading: string[];
  containers: string[];
  /**
   * Bills of lading arriving late: in flight, no arrival at the discharge port yet, and the
   * carrier's latest ETA there at least a day and a half after the first schedule (views.md §4
   * calls a day late delayed; the margin keeps the delay true for hours of world time). B/Ls,
   * because a B/L query answers with the vessel's arrival estimates.
   */
  delayed: string[];
  /**
   * The carrier (SCAC) of every sample number: a numeric booking or a leased box (e.g. a BMOU
   * container) does not tell its carrier, so a search page sets the carrier with the sample.
   */
  carriers: Record<string, string>;
}

function inFlight(shipment: Shipment, anchor: number, milestones: readonly Milestone[]): boolean {
  if (shipment.status !== 'CONFIRMED' || shipment.containers.length === 0) return false;
  const first = milestones.find((m) => m.kind === 'EQUIPMENT');
  const departed = milestones.find((m) => m.code === 'DEPA' && m.voyageId !== null);
  // Departed and not yet back empty: the timeline has something on both sides of "now".
  return (
    first !== undefined &&
    departed !== undefined &&
    departed.actual <= anchor &&
    (milestones.at(-1)?.actual ?? 0) > anchor
  );
}

const DAY_MS = 86_400_000;
const DELAYED_BY_MS = 1.5 * DAY_MS;
/** Still short of the discharge port for at least this long, so the sample stays "not arrived". */
const ARRIVAL_MARGIN_MS = 0.5 * DAY_MS;

/** The vessel arrival at the discharge port (the last vessel ARRI) is late at `anchor`. */
function arrivesLate(milestones: readonly Milestone[], anchor: number): boolean {
  const arrival = milestones.findLast(
    (m) => m.kind === 'TRANSPORT' && m.code === 'ARRI' && m.voyageId !== null,
  );
  if (!arrival || arrival.planned === null || arrival.actual <= anchor + ARRIVAL_MARGIN_MS) return false;
  const published = arrival.estimates.filter((e) => e.publishedAt <= anchor);
  const eta = published.at(-1)?.value;
  return eta !== undefined && eta - arrival.planned >= DELAYED_BY_MS;
}

export function pickSamples(
  shipments: readonly Shipment[],
  anchor: number,
  milestonesOf: (s: Shipment) => readonly Milestone[],
): SampleNumbers {
  const byCarrier = new Map<string, Shipment[]>();
  for (const s of shipments) {
    const list = byCarrier.get(s.carrierScac) ?? [];
    list.push(s);
    byCarrier.set(s.carrierScac, list);
  }
  // A stable order that does not follow generation order: by a hash of the booking reference.
  const queues = [...byCarrier.keys()]
    .sort()
    .map((scac) =>
      (byCarrier.get(scac) ?? [])
        .slice()
        .sort((a, b) => hashKey(0, a.carrierBookingReference) - hashKey(0, b.carrierBookingReference)),
    );
  const picked: Shipment[] = [];
  const cursor = queues.map(() => 0);
  const want = SAMPLES_PER_KIND * 3;
  for (let round = 0; picked.length < want && round < 200; round++) {
    queues.forEach((queue, q) => {
      while (picked.length < want && (cursor[q] ?? 0) < queue.length) {
        const s = queue[cursor[q] ?? 0];
        cursor[q] = (cursor[q] ?? 0) + 1;
        if (s && inFlight(s, anchor, milestonesOf(s))) {
          picked.push(s);
          return;
        }
      }
    });
  }
  const late = queues
    .flat()
    .filter((s) => {
      const milestones = milestonesOf(s);
      return (
        !!s.transportDocumentReference && inFlight(s, anchor, milestones) && arrivesLate(milestones, anchor)
      );
    })
    .sort((a, b) => hashKey(0, a.carrierBookingReference) - hashKey(0, b.carrierBookingReference))
    .slice(0, SAMPLES_PER_KIND);
  const bookings = picked.slice(0, SAMPLES_PER_KIND);
  const bills = picked.slice(SAMPLES_PER_KIND, 2 * SAMPLES_PER_KIND);
  const boxes = picked.slice(2 * SAMPLES_PER_KIND);
  const carriers: Record<string, string> = {};
  const numbered = (list: Shipment[], numberOf: (s: Shipment) => string) =>
    list.map((s) => {
      const number = numberOf(s);
      carriers[number] = s.carrierScac;
      return number;
    });
  return {
    bookings: numbered(bookings, (s) => s.carrierBookingReference),
    billsOfLading: numbered(bills, (s) => s.transportDocumentReference ?? ''),
    containers: numbered(boxes, (s) => s.containers[0]?.number ?? ''),
    delayed: numbered(late, (s) => s.transportDocumentReference ?? ''),
    carriers,
  };
}
