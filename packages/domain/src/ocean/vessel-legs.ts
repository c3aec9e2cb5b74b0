/**
 * Vessel legs of a shipment, read from its events: every vessel/voyage the cargo is on gives one
 * leg, loaded where the box was loaded (or the vessel departed) and discharged where the box was
 * discharged (or the vessel arrived). Legs come out in sailing order.
 */
import { isVesselMove, type TimedEvent } from './timed-event.js';

export interface VesselLeg {
  voyageKey: string;
  /** Null when only the arrival side of the leg is known (no LOAD or DEPA published). */
  loadPort: string | null;
  dischargePort: string | null;
  /** Earliest event time of the leg: sorts legs into sailing order. */
  startsAt: number;
  /** The events of this leg (LOAD/DEPA/ARRI/DISC of the vessel, any classifier). */
  events: TimedEvent[];
}

const LEG_CODES = new Set(['LOAD', 'DISC', 'DEPA', 'ARRI']);

function earliest(list: readonly TimedEvent[], code: string): TimedEvent | undefined {
  let best: TimedEvent | undefined;
  for (const t of list) if (t.source.eventCode === code && (!best || t.at < best.at)) best = t;
  return best;
}

function latest(list: readonly TimedEvent[], code: string, notAt: string | null): TimedEvent | undefined {
  let best: TimedEvent | undefined;
  for (const t of list) {
    if (t.source.eventCode !== code || t.loc === notAt) continue;
    if (!best || t.at > best.at) best = t;
  }
  return best;
}

export function deriveVesselLegs(events: readonly TimedEvent[]): VesselLeg[] {
  const byVoyage = new Map<string, TimedEvent[]>();
  for (const t of events) {
    if (!t.voyageKey || !t.loc || !LEG_CODES.has(t.source.eventCode) || !isVesselMove(t.source)) continue;
    const list = byVoyage.get(t.voyageKey);
    if (list) list.push(t);
    else byVoyage.set(t.voyageKey, [t]);
  }
  const legs: VesselLeg[] = [];
  for (const [voyageKey, list] of byVoyage) {
    const load = earliest(list, 'LOAD') ?? earliest(list, 'DEPA');
    const loadPort = load?.loc ?? null;
    // A vessel may report its arrival at the load port too: the discharge is elsewhere.
    const discharge = latest(list, 'DISC', loadPort) ?? latest(list, 'ARRI', loadPort);
    let startsAt = Number.POSITIVE_INFINITY;
    for (const t of list) startsAt = Math.min(startsAt, t.at);
    legs.push({ voyageKey, loadPort, dischargePort: discharge?.loc ?? null, startsAt, events: list });
  }
  return legs.sort((a, b) => a.startsAt - b.startsAt);
}
