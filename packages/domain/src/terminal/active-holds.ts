import type { TerminalRecord } from './terminal-record.js';

/** A hold the terminal reports as active on one box (customs, terminal, line). */
export interface ActiveHold {
  containerNumber: string;
  category: string;
  /** When the terminal set it, as the terminal wrote it; null when it did not say. */
  since: string | null;
}

/**
 * The holds still active on the shipment's boxes still in the terminal (a box gated out or picked
 * up is no longer held), in box order, each box's category once.
 */
export function activeHoldsOf(
  records: readonly Pick<TerminalRecord, 'containerNumber' | 'holds' | 'outDate' | 'pickupAct'>[],
): ActiveHold[] {
  const holds: ActiveHold[] = [];
  for (const r of records) {
    if (r.outDate || r.pickupAct) continue;
    for (const h of r.holds) {
      if (h.holdStatus !== 'ACTIVE') continue;
      if (holds.some((x) => x.containerNumber === r.containerNumber && x.category === h.holdCategory))
        continue;
      holds.push({ containerNumber: r.containerNumber, category: h.holdCategory, since: h.holdDate || null });
    }
  }
  return holds;
}

/** How a cell or a line of text shows them: "CUSTOMS (MSKU1234565), LINE (TGHU7654321)". */
export function holdsText(holds: readonly ActiveHold[]): string | null {
  if (holds.length === 0) return null;
  return holds.map((h) => `${h.category} (${h.containerNumber})`).join(', ');
}
