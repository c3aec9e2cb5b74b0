import type { CallIndex } from './call-times.js';
import type { TerminalSummary } from './shipment-view.js';
import type { TimedEvent } from './timed-event.js';

/**
 * The terminal the shipment deals with now (views.md §3 `terminal`): the load port's until the
 * vessel has left it, then the discharge port's. Its code is the facility code the carrier sends
 * on its events at that port (DCSA `facilityCode`, SMDG), its name the location name sent beside
 * that code, its ETA the vessel's arrival there (actual once it has arrived). Receiving windows
 * (open/close) and the shipping agent come from terminal and port systems, not from carrier
 * events, so they stay null here. Null when the carrier named no terminal at that port (pure).
 */
export function terminalSummaryOf({
  events,
  index,
  pol,
  pod,
}: {
  events: readonly TimedEvent[];
  index: CallIndex;
  pol: string | null;
  pod: string | null;
}): TerminalSummary | null {
  const departed = pol !== null && index.times(['DEPA', 'LOAD'], pol).actual !== null;
  const port = departed ? pod : pol;
  if (!port) return null;
  const facility = facilityAt(events, port);
  if (!facility) return null;
  const arrival = index.arrivalTimes(['ARRI'], port);
  return {
    portCode: port,
    terminalName: facility.name,
    terminalCode: facility.code,
    open: null,
    close: null,
    eta: arrival.actual ?? arrival.estimated ?? arrival.scheduled,
    etaIsActual: arrival.actual !== null,
    shippingAgent: null,
    shippingAgentCn: null,
  };
}

/** The newest facility code named at a port by a vessel event (else any event), with its name. */
function facilityAt(
  events: readonly TimedEvent[],
  port: string,
): { code: string; name: string | null } | null {
  let best: TimedEvent | null = null;
  for (const e of events) {
    if (e.loc !== port || !e.source.facilityCode) continue;
    const vessel = e.source.eventCategory === 'TRANSPORT';
    const bestVessel = best?.source.eventCategory === 'TRANSPORT';
    if (!best || (vessel && !bestVessel) || (vessel === bestVessel && e.created > best.created)) best = e;
  }
  if (!best?.source.facilityCode) return null;
  return { code: best.source.facilityCode, name: best.source.locationName };
}
