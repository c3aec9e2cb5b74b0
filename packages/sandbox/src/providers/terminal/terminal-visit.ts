/**
 * A container's stay at one port's terminal, read off the world's milestones: when it came in
 * (discharged from a vessel, or gated in for export), when it left (gated out, loaded on rail or
 * on the next vessel), the vessel calls involved and the customs hold placed at that port.
 * The whole plan, future included; what is visible at an instant is decided by the renderers.
 */
import type { Milestone, Port, Shipment, World } from '../../world/model.js';
import { type TerminalRef, terminalOfCall } from '../../world/reference/terminals.js';

export type VisitDirection = 'IMPORT' | 'EXPORT' | 'TRANSSHIPMENT';

export interface VesselCall {
  vesselName: string;
  voyageNumber: string;
  berthAt: number;
  departAt: number;
  /** The port (CY) cut-off for boxes loaded at this call. */
  cargoCutOff: number;
}

export interface TerminalVisit {
  containerNumber: string;
  isoType: string;
  shipment: Shipment;
  port: Port;
  terminal: TerminalRef;
  direction: VisitDirection;
  /** Discharge (import, transshipment) or full gate-in (export). */
  inAt: number;
  /** Gate-out, rail load or vessel load; when the box left the terminal. */
  outAt: number;
  outBy: 'TRUCK' | 'RAIL' | 'VESSEL';
  /** The call that brought the box (import, transshipment) and the one that took it (export, transshipment). */
  inbound: VesselCall | null;
  outbound: VesselCall | null;
  /** Customs hold placed at this port (HOLD/RELS shipment milestones), if any. */
  customs: { heldAt: number; releasedAt: number; remark: string } | null;
}

const OCEAN = new Set(['VESSEL', 'FEEDER']);
const isOcean = (m: Milestone) => m.mode !== null && OCEAN.has(m.mode);

function callOf(world: World, m: Milestone): VesselCall | null {
  const voyage = m.voyageId ? world.voyage(m.voyageId) : undefined;
  const call = voyage?.calls[m.callSeq ?? -1];
  if (!voyage || !call) return null;
  return {
    vesselName: world.vesselByImo(voyage.vesselImo)?.name ?? voyage.vesselImo,
    voyageNumber: voyage.voyageNumber,
    berthAt: call.actualArrival,
    departAt: call.actualDeparture,
    cargoCutOff: call.cutOffs.cargo,
  };
}

// Customs holds are shipment events (the world files them under SRM; CUS is accepted as well).
function customsAt(milestones: readonly Milestone[], at: (code: string | null) => boolean) {
  const hold = milestones.find((m) => m.code === 'HOLD' && at(m.locode));
  const release = milestones.find(
    (m) => m.code === 'RELS' && at(m.locode) && m.actual >= (hold?.actual ?? 0),
  );
  if (!hold || !release) return null;
  return { heldAt: hold.actual, releasedAt: release.actual, remark: hold.remark ?? 'customs hold' };
}

/** Every stay of a container at a port (a box may call at the same port twice over a year). */
export function terminalVisits(world: World, containerNumber: string, portCode: string): TerminalVisit[] {
  const port = world.port(portCode);
  if (!port) return [];
  const here = (code: string | null) => code !== null && world.port(code)?.locode === port.locode;
  const visits: TerminalVisit[] = [];
  for (const shipment of world.shipmentsByReference(containerNumber)) {
    const box = shipment.containers.find((c) => c.number === containerNumber);
    if (shipment.status !== 'CONFIRMED' || !box) continue;
    const all = world.milestonesOf(shipment);
    const eq = all.filter((m) => m.equipmentReference === containerNumber && m.kind === 'EQUIPMENT');
    const starts = eq.filter(
      (m) => here(m.locode) && ((m.code === 'DISC' && isOcean(m)) || (m.code === 'GTIN' && m.mode === null)),
    );
    for (const start of starts) {
      const after = eq.filter((m) => m.actual > start.actual);
      const load = after.find((m) => m.code === 'LOAD' && isOcean(m) && here(m.locode));
      const rail = after.find((m) => m.code === 'LOAD' && m.mode === 'RAIL');
      const gateOut = after.find((m) => m.code === 'GTOT' && here(m.locode));
      const out = start.code === 'GTIN' ? load : (load ?? rail ?? gateOut);
      if (!out) continue;
      const direction: VisitDirection =
        start.code === 'GTIN' ? 'EXPORT' : out === load ? 'TRANSSHIPMENT' : 'IMPORT';
      const inbound = start.code === 'DISC' ? callOf(world, start) : null;
      const outbound = out === load ? callOf(world, out) : null;
      const callMilestone = start.code === 'DISC' ? start : out;
      visits.push({
        containerNumber,
        isoType: box.isoType,
        shipment,
        port,
        terminal: terminalOfCall(
          world.seed,
          port,
          callMilestone.facilityCode,
          `${callMilestone.voyageId}:${callMilestone.callSeq}`,
        ),
        direction,
        inAt: start.actual,
        outAt: out.actual,
        outBy: out === load ? 'VESSEL' : out === rail ? 'RAIL' : 'TRUCK',
        inbound,
        outbound,
        customs: direction === 'IMPORT' ? customsAt(all, here) : null,
      });
    }
  }
  return visits.sort((a, b) => a.inAt - b.inAt);
}
