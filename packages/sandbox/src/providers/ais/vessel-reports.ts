import type { Vessel, VesselState } from '../../world/model.js';
import type { Dimensions } from './nmea/fields.js';
import { encodePositionReportA } from './nmea/messages/position-report-a.js';
import { encodeExtendedPositionReportB, encodePositionReportB } from './nmea/messages/position-report-b.js';
import { encodeStaticDataA, encodeStaticDataB } from './nmea/messages/static-data-b.js';
import { type AisEta, encodeStaticVoyage } from './nmea/messages/static-voyage.js';
import type { SentenceSequencer } from './nmea/sentence.js';
import { toSixbitText } from './nmea/sixbit.js';

/**
 * Renders what a vessel's transponder would broadcast at simulated time t, as sentence groups
 * (one group per AIS message, so the fragments of a multipart message stay together).
 */

/** Class B CS units report an ITDMA selector bit and the fixed state 1100000000000000110. */
const CLASS_B_CS_RADIO = 0b11100000000000000110;
/** Made-up manufacturer id for type 24 part B; real feeds carry codes such as SRT or TRM. */
const VENDOR_ID = 'TLS';

/** Position report: type 1 normally, 3 when `special` (an ITDMA report); 18 or 19 for class B. */
export function positionReport(
  vessel: Vessel,
  state: VesselState,
  t: number,
  seq: SentenceSequencer,
  variant: { special: boolean } = { special: false },
): string[] {
  const mmsi = Number(vessel.mmsi);
  const nav = {
    sogKn: state.sogKn,
    accuracy: false,
    lon: state.lon,
    lat: state.lat,
    cogDeg: state.cogDeg,
    headingDeg: state.headingDeg,
    fixTime: t,
  };
  if (vessel.aisClass === 'B') {
    const bits = variant.special
      ? encodeExtendedPositionReportB({
          ...nav,
          mmsi,
          name: toSixbitText(vessel.name, 20),
          shipType: vessel.shipType,
          dimensions: dimensionsOf(vessel),
          epfd: 1,
          raim: false,
          dteNotReady: false,
          assigned: false,
        })
      : encodePositionReportB({
          ...nav,
          mmsi,
          csUnit: true,
          display: false,
          dsc: true,
          band: true,
          msg22: true,
          assigned: false,
          raim: false,
          radio: CLASS_B_CS_RADIO,
        });
    return seq.encode(bits.armour());
  }
  const stationary = state.navStatus === 1 || state.navStatus === 5;
  const bits = encodePositionReportA({
    ...nav,
    type: variant.special ? 3 : 1,
    mmsi,
    navStatus: state.navStatus,
    // The world gives no turn rate: a vessel on its track is "not turning", one at rest has none.
    rotDegPerMin: stationary ? null : 0,
    maneuver: 0,
    raim: true,
    radio: variant.special ? itdmaState() : sotdmaState(t),
  });
  return seq.encode(bits.armour());
}

/** Static data: type 5 for class A; type 24 part A and part B for class B. */
export function staticReports(vessel: Vessel, state: VesselState, seq: SentenceSequencer): string[][] {
  const mmsi = Number(vessel.mmsi);
  const name = toSixbitText(vessel.name, 20);
  const callSign = toSixbitText(vessel.callSign, 7);
  if (vessel.aisClass === 'B') {
    const serial = mmsi % 2 ** 20;
    return [
      seq.encode(encodeStaticDataA({ mmsi, name }).armour()),
      seq.encode(
        encodeStaticDataB({
          mmsi,
          shipType: vessel.shipType,
          vendorId: VENDOR_ID,
          model: 1,
          serial,
          callSign,
          dimensions: dimensionsOf(vessel),
        }).armour(),
      ),
    ];
  }
  const bits = encodeStaticVoyage({
    mmsi,
    aisVersion: 2,
    imo: Number(vessel.imo) || 0,
    callSign,
    name,
    shipType: vessel.shipType,
    dimensions: dimensionsOf(vessel),
    epfd: 1,
    eta: etaOf(state.eta),
    draughtM: state.draughtM,
    destination: toSixbitText(state.destination ?? '', 20),
    dteNotReady: false,
  });
  return [seq.encode(bits.armour())];
}

/** The GNSS antenna sits aft, about 80 % of the length from the bow, on the centre line. */
export function dimensionsOf(vessel: Vessel): Dimensions | null {
  if (!(vessel.lengthM > 0 && vessel.beamM > 0)) return null;
  const toStern = Math.round(vessel.lengthM * 0.2);
  const toPort = Math.round(vessel.beamM / 2);
  return {
    toBow: Math.round(vessel.lengthM) - toStern,
    toStern,
    toPort,
    toStarboard: Math.round(vessel.beamM) - toPort,
  };
}

/** ETA is sent without a year, to the minute, in UTC. */
export function etaOf(eta: number | null): AisEta | null {
  if (eta === null) return null;
  const d = new Date(eta);
  return {
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/**
 * A SOTDMA communication state for the report at t: UTC-direct sync, the slot timeout counting
 * down each frame, and the sub-message the timeout calls for (UTC hour and minute on timeout 1,
 * else the slot number). Only decoders that diagnose the radio link read it.
 */
function sotdmaState(t: number): number {
  const d = new Date(t);
  const timeout = 7 - (d.getUTCMinutes() % 8);
  const slot = Math.floor(((t % 60_000) / 60_000) * 2250);
  const sub = timeout === 1 ? (d.getUTCHours() << 9) | (d.getUTCMinutes() << 2) : slot;
  return (timeout << 14) | sub;
}

/** ITDMA state of a type 3 report: UTC-direct sync, no further slots allocated. */
function itdmaState(): number {
  return 0;
}
