/**
 * Sample numbers for the search pages: a few bookings, B/Ls and containers of shipments in
 * flight at the anchor, taken round-robin over carriers so every carrier's style shows up.
 */
import type { Milestone, Shipment } from '../model.js';
import { hashKey } from '../rng.js';

export const SAMPLES_PER_KIND = 5;

export interface SampleNumbers {
  bookings: string[];
  billsOfLading: string[];
  containers: string[];
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
    carriers,
  };
}
