import type { CallIndex } from './call-times.js';
import type { TerminalSummary } from './shipment-view.js';
import type { TimedEvent } from './timed-event.js';
import type { VesselLeg } from './vessel-legs.js';

/**
 * The terminal the shipment deals with now (views.md §3 `terminal`): the terminal where the cargo
 * is or will be next, i.e. of the first vessel port of the route (POL, each transshipment port,
 * POD) the cargo has not left yet: the load port's until its vessel leaves, the transshipment
 * port's while the box sails to it and waits there, the discharge port's after. Its code is the facility code the carrier sends
 * on its events at that port (DCSA `facilityCode`, SMDG), its name the location name sent beside
 * that code, its ETA the vessel's arrival there (actual once it has arrived). Receiving windows
 * (open/close) and the shipping agent come from terminal and port systems, not from carrier
 * events, so they stay null here. Null when the carrier named no terminal at that port (pure).
 */
export function terminalSummaryOf({
  events,
  index,
  stops,
  legs,
}: {
  events: readonly TimedEvent[];
  index: CallIndex;
  /** The vessel ports in route order: POL, transshipment ports, POD. */
  stops: readonly string[];
  legs: readonly VesselLeg[];
}): TerminalSummary | null {
  const left = (port: string) => {
    const onward = legs.filter((l) => l.loadPort === port);
    if (onward.length === 0) return index.times(['DEPA', 'LOAD'], port).actual !== null;
    return onward.some((l) =>
      l.events.some(
        (e) =>
          e.loc === port &&
          e.source.eventClassifier === 'ACT' &&
          (e.source.eventCode === 'DEPA' || e.source.eventCode === 'LOAD'),
      ),
    );
  };
  const port = stops.find((code, i) => i === stops.length - 1 || !left(code)) ?? null;
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
