/**
 * What the terminal itself decides about a stay, drawn once per visit from the seed: the holds
 * (customs from the world's milestones; freight and terminal holds drawn here), the customs,
 * carrier (SRM) and terminal releases, when the box becomes available for pick-up, the
 * terminal's pick-up estimate and the yard moves ("dumps") in between. Every date lies within
 * the stay, and every hold is released before the box leaves.
 */
import { rngFor } from '../../world/rng.js';
import type { TerminalVisit } from './terminal-visit.js';

const HOUR = 3_600_000;

export type HoldCategory = 'CUSTOMS' | 'FREIGHT' | 'TERMINAL';

export interface HoldPlan {
  category: HoldCategory;
  reason: string;
  placedAt: number;
  releasedAt: number;
}

export interface YardMove {
  at: number;
  from: string;
  to: string;
}

export interface TerminalPlan {
  /** Export receiving window of the vessel call (the terminal "opens" and "closes" for it). */
  receiving: { open: number; close: number } | null;
  /** Where the box was first stacked in the yard (block-row-tier). */
  firstSlot: string;
  holds: HoldPlan[];
  customsReleaseAt: number;
  /** Carrier (shipment release message) release: freight paid, the line lets the box go. */
  freightReleaseAt: number | null;
  /** All holds cleared and the box released by the terminal; imports only. */
  terminalReleaseAt: number | null;
  availableAt: number | null;
  pickupEstimate: number | null;
  yardMoves: YardMove[];
}

/** Shares of import boxes that get a line (freight) hold and a terminal fee hold. */
export const FREIGHT_HOLD_SHARE = 0.3;
export const TERMINAL_HOLD_SHARE = 0.15;

function yardSlot(rng: ReturnType<typeof rngFor>): string {
  const block = `${String.fromCharCode(65 + rng.int(0, 7))}${String(rng.int(1, 24)).padStart(2, '0')}`;
  return `${block}-${String(rng.int(1, 40)).padStart(2, '0')}-${rng.int(1, 6)}`;
}

export function terminalPlan(seed: number, visit: TerminalVisit): TerminalPlan {
  const rng = rngFor(seed, 'terminal-plan', visit.containerNumber, visit.port.locode, visit.inAt);
  const { inAt, outAt } = visit;
  // Dated things the terminal does for the box stay at least an hour clear of its departure.
  const latest = outAt - HOUR;
  const within = (t: number) => Math.round(Math.min(Math.max(t, inAt), latest));

  // Times first, then the slots in time order, so each move starts where the previous one ended.
  const moveTimes = Array.from({ length: rng.int(0, 3) }, () =>
    within(inAt + rng.range(0.05, 0.95) * (outAt - inAt)),
  ).sort((a, b) => a - b);
  const yardMoves: YardMove[] = [];
  const firstSlot = yardSlot(rng);
  let slot = firstSlot;
  for (const at of moveTimes) {
    const next = yardSlot(rng);
    yardMoves.push({ at, from: slot, to: next });
    slot = next;
  }

  if (visit.direction !== 'IMPORT') {
    // Export (and relay) boxes: customs clears the box for loading while it waits in the yard.
    const cutOff = visit.outbound?.cargoCutOff;
    // Terminals open for a vessel's export boxes 3–6 days before the cut-off; this box came after.
    const receiving =
      visit.direction === 'EXPORT' && cutOff !== undefined
        ? {
            open:
              Math.round(
                Math.min(cutOff - rng.range(3, 6) * 24 * HOUR, inAt - rng.range(1, 12) * HOUR) / HOUR,
              ) * HOUR,
            close: Math.max(cutOff, inAt),
          }
        : null;
    return {
      receiving,
      firstSlot,
      holds: [],
      customsReleaseAt: within(inAt + rng.range(0.1, 0.6) * (outAt - inAt)),
      freightReleaseAt: null,
      terminalReleaseAt: null,
      availableAt: null,
      pickupEstimate: null,
      yardMoves,
    };
  }

  const holds: HoldPlan[] = [];
  if (visit.customs) {
    const { heldAt, releasedAt, remark } = visit.customs;
    holds.push({
      category: 'CUSTOMS',
      reason: remark,
      placedAt: heldAt,
      releasedAt: Math.min(releasedAt, latest),
    });
  }
  const drawnHold = (category: HoldCategory, reason: string) => {
    const placedAt = Math.round(inAt - rng.range(0, 12) * HOUR);
    const releasedAt = within(inAt + rng.range(0.05, 0.7) * (outAt - inAt));
    holds.push({ category, reason, placedAt, releasedAt });
  };
  if (rng.chance(FREIGHT_HOLD_SHARE)) drawnHold('FREIGHT', 'freight not released by the carrier');
  if (rng.chance(TERMINAL_HOLD_SHARE)) drawnHold('TERMINAL', 'terminal fee not paid');

  const customsReleaseAt = visit.customs
    ? Math.min(visit.customs.releasedAt, latest)
    : // US customs often release before the vessel arrives, so this one may precede discharge.
      Math.round(Math.min(inAt + rng.range(-24, 12) * HOUR, latest));
  const freightHold = holds.find((h) => h.category === 'FREIGHT');
  const freightReleaseAt = freightHold?.releasedAt ?? Math.round(inAt - rng.range(2, 72) * HOUR);
  const stacked = inAt + rng.range(1, 8) * HOUR;
  const availableAt = within(Math.max(stacked, customsReleaseAt, ...holds.map((h) => h.releasedAt)));
  const estimate = outAt + rng.normal(0, 10) * HOUR;
  return {
    receiving: null,
    firstSlot,
    holds,
    customsReleaseAt,
    freightReleaseAt,
    terminalReleaseAt: availableAt,
    availableAt,
    pickupEstimate: Math.max(availableAt, Math.round(estimate / HOUR) * HOUR),
    yardMoves,
  };
}
