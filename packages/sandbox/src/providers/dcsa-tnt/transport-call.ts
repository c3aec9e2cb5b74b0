import type { Milestone, Shipment, World } from '../../world/model.js';
import { terminalName } from '../../world/reference/terminals.js';
import { deterministicUuid } from '../http/deterministic-uuid.js';
import { modeOfTransport } from './codes.js';

/** The id of a vessel call: the same for every shipment's events at that call. */
export function transportCallIdOf(world: World, voyageId: string, callSeq: number): string {
  return deterministicUuid(world.seed, 'transport-call', voyageId, callSeq);
}

/** The id of an inland move (truck, rail): per shipment and milestone, as there is no schedule. */
function inlandCallId(world: World, shipment: Shipment, milestone: Milestone): string {
  return deterministicUuid(world.seed, 'inland-call', shipment.carrierBookingReference, milestone.key);
}

const fits = (value: string | null | undefined, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * The T&T 2.2 transportCall of a milestone: the vessel call (port, terminal, vessel, voyage
 * numbers, service) for ocean milestones, the inland location and mode otherwise. Null when the
 * milestone has neither a voyage nor a place.
 */
export function renderTransportCall(
  world: World,
  shipment: Shipment,
  m: Milestone,
): Record<string, unknown> | null {
  const voyage = m.voyageId !== null ? world.voyage(m.voyageId) : undefined;
  const call = voyage && m.callSeq !== null ? voyage.calls[m.callSeq] : undefined;
  if (!voyage || !call) {
    if (!m.locode) return null;
    const inland: Record<string, unknown> = {
      transportCallID: inlandCallId(world, shipment, m),
      UNLocationCode: m.locode,
      modeOfTransport: modeOfTransport(m.mode),
    };
    if (fits(m.facilityCode, 6))
      Object.assign(inland, { facilityCode: m.facilityCode, facilityCodeListProvider: 'SMDG' });
    return inland;
  }
  const vessel = world.vesselByImo(voyage.vesselImo);
  const tc: Record<string, unknown> = {
    transportCallID: transportCallIdOf(world, voyage.id, call.seq),
  };
  if (fits(voyage.serviceCode, 5)) tc.carrierServiceCode = voyage.serviceCode;
  tc.exportVoyageNumber = voyage.voyageNumber;
  tc.importVoyageNumber = voyage.voyageNumber;
  tc.transportCallSequenceNumber = call.seq + 1;
  tc.UNLocationCode = call.locode;
  if (fits(call.terminalCode, 6)) {
    Object.assign(tc, {
      facilityCode: call.terminalCode,
      facilityCodeListProvider: 'SMDG',
      facilityTypeCode: 'POTE',
    });
    // Carriers name the terminal beside its code; a tracker shows the name.
    const port = world.port(call.locode);
    const name = port ? terminalName(port, call.terminalCode) : null;
    if (fits(name, 100)) {
      tc.location = {
        locationName: name,
        UNLocationCode: call.locode,
        facilityCode: call.terminalCode,
        facilityCodeListProvider: 'SMDG',
      };
    }
  }
  tc.modeOfTransport = m.mode === 'BARGE' ? 'BARGE' : 'VESSEL';
  const v: Record<string, unknown> = { vesselIMONumber: voyage.vesselImo };
  if (vessel) {
    if (fits(vessel.name, 35)) v.vesselName = vessel.name;
    if (fits(vessel.callSign, 10)) v.vesselCallSignNumber = vessel.callSign;
    if (fits(vessel.operatorScac, 10)) {
      Object.assign(v, {
        vesselOperatorCarrierCode: vessel.operatorScac,
        vesselOperatorCarrierCodeListProvider: 'NMFTA',
      });
    }
  }
  tc.vessel = v;
  return tc;
}
