import type { PortCall, Vessel, Voyage, World } from '../../world/model.js';
import { isoDateTime } from '../http/date-time.js';

type Json = Record<string, unknown>;

/** CS 1.0 Vessel: IMO, MMSI, name, call sign and operator (flag omitted: the world has no ISO code). */
export function csVessel(vessel: Vessel | undefined, imo: string): Json {
  const out: Json = { vesselIMONumber: imo };
  if (!vessel) return out;
  out.MMSINumber = vessel.mmsi;
  out.name = vessel.name.slice(0, 50);
  out.callSign = vessel.callSign.slice(0, 10);
  if (vessel.operatorScac)
    Object.assign(out, {
      operatorCarrierCode: vessel.operatorScac,
      operatorCarrierCodeListProvider: 'NMFTA',
    });
  return out;
}

/**
 * Cut-offs of cargo loaded at a call, by CS 1.0 code: earliest full-container delivery (EFC, the
 * port opening), documentation (DCO), advance filing (AFC, services bound for North America),
 * VGM (VCO), FCL delivery (FCO) and customs acceptance (CUA).
 */
export function csCutOffs(call: PortCall): Json[] {
  const c = call.cutOffs;
  const out: Json[] = [
    { cutOffDateTimeCode: 'EFC', cutOffDateTime: isoDateTime(c.portOpening) },
    { cutOffDateTimeCode: 'DCO', cutOffDateTime: isoDateTime(c.documentation) },
  ];
  if (c.manifest !== null) out.push({ cutOffDateTimeCode: 'AFC', cutOffDateTime: isoDateTime(c.manifest) });
  out.push(
    { cutOffDateTimeCode: 'VCO', cutOffDateTime: isoDateTime(c.vgm) },
    { cutOffDateTimeCode: 'FCO', cutOffDateTime: isoDateTime(c.cargo) },
    { cutOffDateTimeCode: 'CUA', cutOffDateTime: isoDateTime(c.customs) },
  );
  return out;
}

/** A call's place as CS Location (UN/LOCODE, port name, SMDG terminal). */
export function csLocation(world: World, call: PortCall): Json {
  const location: Json = {};
  const port = world.port(call.locode);
  if (port) location.locationName = port.name.slice(0, 100);
  location.UNLocationCode = call.locode;
  if (call.terminalCode)
    location.facility = { facilityCode: call.terminalCode, facilityCodeListProvider: 'SMDG' };
  return location;
}

/** The carrier publishing a voyage: the service operator (partners publish under their own SCAC). */
export function csServicePartner(world: World, voyage: Voyage): Json {
  const service = world.services.find((s) => s.code === voyage.serviceCode);
  return {
    carrierCode: (service?.operatorScac ?? 'TBD').slice(0, 4),
    carrierCodeListProvider: 'NMFTA',
    carrierServiceName: (service?.name ?? voyage.serviceCode).slice(0, 50),
    carrierServiceCode: voyage.serviceCode,
    carrierImportVoyageNumber: voyage.voyageNumber,
    carrierExportVoyageNumber: voyage.voyageNumber,
  };
}

/** Commercial schedules sell only calls that happen: blank sailings and omitted calls are left out. */
export function isSellable(voyage: Voyage, call: PortCall): boolean {
  return !voyage.blank && call.status !== 'OMITTED' && call.status !== 'BLANKED';
}
