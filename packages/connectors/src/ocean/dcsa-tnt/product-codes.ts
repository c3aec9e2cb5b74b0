/**
 * DCSA event → product event code of the views.md §4 rank table. The same DCSA code means
 * different milestones depending on the place's role and the mode (a vessel DEPA at the POL is
 * DLPT, at a transshipment port TSDP; a LOAD on rail is IRLB). Codes with no product equivalent
 * (truck moves, INSP, booking and document events) keep their DCSA code; a connector that already
 * delivers a product code (POCA, PCAB …) keeps it too.
 *
 * It belongs to the DCSA connector because it reads the DCSA vocabulary; the domain calls it as
 * the `codeEvent` of buildOceanShipment once it knows each place's role.
 */
import { type CarrierEvent, isOceanEventCode, isVesselMove, type LocationCategory } from '@tracklane/domain';

/** Holds and releases count as customs ones when the document says so or the reason does. */
function isCustoms(e: CarrierEvent): boolean {
  return e.documentTypeCode === 'CUS' || /custom/i.test(e.remark ?? '');
}

function shipmentCode(e: CarrierEvent): string {
  if (e.eventCode === 'HOLD') return isCustoms(e) ? 'CUIP' : 'SRHD';
  if (e.eventCode === 'RELS') return isCustoms(e) ? 'PASS' : 'SRRS';
  return e.eventCode;
}

function railCode(code: string): string {
  switch (code) {
    case 'ARRI':
      return 'IRAR';
    case 'DISC':
      return 'IRDS';
    case 'LOAD':
      return 'IRLB';
    case 'DEPA':
      return 'IRDP';
    default:
      return code;
  }
}

function vesselCode(code: string, role: LocationCategory | null): string {
  if (role === 'POT') {
    const ts: Record<string, string> = { ARRI: 'TSBA', DISC: 'TSDC', LOAD: 'TSLB', DEPA: 'TSDP' };
    return ts[code] ?? code;
  }
  if (role === 'POD') {
    if (code === 'ARRI') return 'BDAR';
    if (code === 'DISC') return 'DSCH';
    return code;
  }
  // The load port, or a port we could not place: loading and departing start the sea leg.
  if (code === 'LOAD') return 'LOBD';
  if (code === 'DEPA') return 'DLPT';
  return code;
}

function equipmentCode(e: CarrierEvent, role: LocationCategory | null): string {
  const empty = e.emptyIndicator === 'EMPTY';
  switch (e.eventCode) {
    case 'PICK':
      return empty ? 'STSP' : 'PICK';
    case 'STUF':
    case 'STRP':
      return e.eventCode;
    case 'GTIN':
      if (empty) return 'RCVE';
      return role === 'POL' ? 'GITM' : 'GITN';
    case 'GTOT':
      if (empty) return 'STSP';
      return role === 'POD' || role === 'PDE' ? 'STCS' : 'GTOT';
    case 'DROP':
      return empty ? 'RCVE' : 'DROP';
    default:
      return e.eventCode;
  }
}

export function mapEventCode(e: CarrierEvent, role: LocationCategory | null): string {
  if (isOceanEventCode(e.eventCode)) return e.eventCode;
  if (e.eventCategory === 'SHIPMENT') return shipmentCode(e);
  const moves = e.eventCode === 'LOAD' || e.eventCode === 'DISC' || e.eventCategory === 'TRANSPORT';
  if (moves && e.modeOfTransport === 'RAIL') return railCode(e.eventCode);
  if (moves && e.modeOfTransport === 'TRUCK') return e.eventCode;
  if (moves && isVesselMove(e)) return vesselCode(e.eventCode, role);
  return equipmentCode(e, role);
}
