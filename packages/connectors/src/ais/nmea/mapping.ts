import type { AisMessage } from './messages.js';

/**
 * Decoded AIS messages (gpsd's JSON field names, unscaled: the decoder's default) turned into the
 * rows the server stores. Unscaled values are the integers on the air, so nothing is lost to float
 * formatting: positions in 1/10,000 minute, speed and course in tenths.
 */

/**
 * One message kind as the mapping reads it: its type, MMSI and (type 24) part as the decoder
 * sets them, every other field possibly missing. A missing or malformed field is read as not
 * available, so a message written by hand or by another decoder needs only what it knows.
 */
type Readable<M extends AisMessage> = M extends AisMessage
  ? Pick<M, Extract<keyof M, 'type' | 'mmsi' | 'part'>> & Partial<Omit<M, 'type' | 'mmsi' | 'part'>>
  : never;

/** Any decoded message, as the mapping reads it; every AisMessage is one. */
export type AisRecordInput = Readable<AisMessage>;

export interface AisPositionRecord {
  mmsi: number;
  /** Epoch ms. */
  at: number;
  latE6: number;
  lonE6: number;
  sog: number | null;
  cog: number | null;
  heading: number | null;
  navStatus: number | null;
}

/** Static and voyage data; absent fields are left as they are in the registry. */
export interface AisVesselStatic {
  mmsi: number;
  aisClass: 'A' | 'B';
  imo?: number | null;
  name?: string | null;
  callsign?: string | null;
  shipType?: number | null;
  toBow?: number | null;
  toStern?: number | null;
  toPort?: number | null;
  toStarboard?: number | null;
  draught?: number | null;
  destination?: string | null;
  /** Epoch ms. */
  eta?: number | null;
}

/** Not-available values of ITU-R M.1371 in the unscaled units. */
const LAT_NA = 91 * 600_000;
const LON_NA = 181 * 600_000;
const SPEED_NA = 1023;
const COURSE_NA = 3600;
const HEADING_NA = 511;

const int = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim().length > 0 ? value.trim() : null;
/** 1/10,000 minute → micro-degrees (×1e6 / 600,000). */
const microDegrees = (raw: number): number => Math.round((raw * 5) / 3);

/** A position report (types 1–3, 18, 19) as a stored row, or null when it has no valid position. */
export function positionOf(message: AisRecordInput, at: number): AisPositionRecord | null {
  switch (message.type) {
    case 1:
    case 2:
    case 3:
      return positionFrom(message, at, int(message.status));
    case 18:
    case 19:
      return positionFrom(message, at, null);
    default:
      return null;
  }
}

type PositionInput = Extract<AisRecordInput, { type: 1 | 2 | 3 | 18 | 19 }>;

/** `status`: the class A navigation status as sent (class B has none). */
function positionFrom(message: PositionInput, at: number, status: number | null): AisPositionRecord | null {
  const lat = int(message.lat);
  const lon = int(message.lon);
  if (lat === null || lon === null || lat === LAT_NA || lon === LON_NA) return null;
  if (Math.abs(lat) > 90 * 600_000 || Math.abs(lon) > 180 * 600_000) return null;
  const speed = int(message.speed);
  const course = int(message.course);
  const heading = int(message.heading);
  return {
    mmsi: message.mmsi,
    at,
    latE6: microDegrees(lat),
    lonE6: microDegrees(lon),
    sog: speed === null || speed >= SPEED_NA ? null : speed,
    cog: course === null || course >= COURSE_NA ? null : course,
    heading: heading === null || heading >= 360 || heading === HEADING_NA ? null : heading,
    navStatus: status !== null && status >= 0 && status <= 15 ? status : null,
  };
}

/** gpsd writes the AIS ETA as "MM-DDTHH:MMZ"; it has no year, so it is the next such instant. */
export function etaOf(value: string | undefined, now: number): number | null {
  const match = value === undefined ? null : /^(\d\d)-(\d\d)T(\d\d):(\d\d)Z$/.exec(value);
  if (!match) return null;
  const [month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number];
  // 0 month/day and hour 24 / minute 60 are AIS's "not available".
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const year = new Date(now).getUTCFullYear();
  // An ETA up to a month in the past is still this year's (the vessel is late, or has arrived).
  for (const y of [year - 1, year, year + 1]) {
    const at = Date.UTC(y, month - 1, day, hour, minute);
    if (new Date(at).getUTCDate() !== day) continue; // 31 February and the like
    if (at >= now - 31 * 86_400_000) return at;
  }
  return null;
}

interface Dimensions {
  to_bow?: number;
  to_stern?: number;
  to_port?: number;
  to_starboard?: number;
}

const dims = (m: Dimensions) => ({
  toBow: int(m.to_bow),
  toStern: int(m.to_stern),
  toPort: int(m.to_port),
  toStarboard: int(m.to_starboard),
});

/** Static data of types 5, 19 and 24 (part A: name; part B: type, call sign, dimensions). */
export function staticOf(message: AisRecordInput, now: number): AisVesselStatic | null {
  if (message.type === 5) {
    const imo = int(message.imo);
    const draught = int(message.draught);
    return {
      mmsi: message.mmsi,
      aisClass: 'A',
      imo: imo && imo > 0 ? imo : null,
      name: text(message.shipname),
      callsign: text(message.callsign),
      shipType: int(message.shiptype),
      ...dims(message),
      draught: draught && draught > 0 ? draught / 10 : null,
      destination: text(message.destination),
      eta: etaOf(message.eta, now),
    };
  }
  if (message.type === 19)
    return {
      mmsi: message.mmsi,
      aisClass: 'B',
      name: text(message.shipname),
      shipType: int(message.shiptype),
      ...dims(message),
    };
  if (message.type === 24) {
    // The decoder emits part A (name), part B (type, call sign, size) and, once both are in, the
    // pair merged without `part`.
    return {
      mmsi: message.mmsi,
      aisClass: 'B',
      ...(message.part !== 'B' ? { name: text(message.shipname) } : {}),
      ...(message.part !== 'A'
        ? { shipType: int(message.shiptype), callsign: text(message.callsign), ...dims(message) }
        : {}),
    };
  }
  return null;
}

/**
 * AIS stations that are not ships: shore base stations (type 4), aids to navigation (type 21)
 * and SAR aircraft (type 9). Each is kept as one row per MMSI (the latest report), never as a
 * track: a base station or a buoy reports the same place every few seconds or minutes.
 */
export type AisStationKind = 'base-station' | 'aid-to-navigation' | 'sar-aircraft';

export interface AisStationRecord {
  mmsi: number;
  kind: AisStationKind;
  /** Epoch ms of the report. */
  at: number;
  latE6: number;
  lonE6: number;
  /** Fix type (EPFD) 1–15 as sent; null when undefined (0) or absent (type 9 has none). */
  epfd: number | null;
  /** Aid to navigation: name (with its extension), type 0–31, dimensions, flags. */
  name: string | null;
  aidType: number | null;
  toBow: number | null;
  toStern: number | null;
  toPort: number | null;
  toStarboard: number | null;
  virtualAid: boolean | null;
  /** Only meaningful while the aid's time stamp is valid (second ≤ 59), else null. */
  offPosition: boolean | null;
  /**
   * SAR aircraft: altitude in metres (4094 means 4094 m or higher), speed over ground in 0.1 knot
   * (type 9 sends whole knots), course in 0.1°.
   */
  altitude: number | null;
  sog: number | null;
  cog: number | null;
}

const ALTITUDE_NA = 4095;
const SAR_SPEED_NA = 1023;

const bool = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

/** The station a type 4, 9 or 21 report describes, or null (another type, or no valid position). */
export function stationOf(message: AisRecordInput, at: number): AisStationRecord | null {
  if (message.type !== 4 && message.type !== 9 && message.type !== 21) return null;
  const lat = int(message.lat);
  const lon = int(message.lon);
  if (lat === null || lon === null || lat === LAT_NA || lon === LON_NA) return null;
  if (Math.abs(lat) > 90 * 600_000 || Math.abs(lon) > 180 * 600_000) return null;
  const none = {
    epfd: null,
    name: null,
    aidType: null,
    toBow: null,
    toStern: null,
    toPort: null,
    toStarboard: null,
    virtualAid: null,
    offPosition: null,
    altitude: null,
    sog: null,
    cog: null,
  };
  const base = { mmsi: message.mmsi, at, latE6: microDegrees(lat), lonE6: microDegrees(lon), ...none };
  if (message.type === 9) {
    const alt = int(message.alt);
    const speed = int(message.speed);
    const course = int(message.course);
    return {
      ...base,
      kind: 'sar-aircraft',
      altitude: alt === null || alt < 0 || alt >= ALTITUDE_NA ? null : alt,
      sog: speed === null || speed < 0 || speed >= SAR_SPEED_NA ? null : speed * 10,
      cog: course === null || course < 0 || course >= COURSE_NA ? null : course,
    };
  }
  const epfd = int(message.epfd);
  const fix = epfd !== null && epfd >= 1 && epfd <= 15 ? epfd : null;
  if (message.type === 4) return { ...base, kind: 'base-station', epfd: fix };
  const aidType = int(message.aid_type);
  const second = int(message.second);
  return {
    ...base,
    kind: 'aid-to-navigation',
    epfd: fix,
    name: text(message.name),
    aidType: aidType !== null && aidType >= 0 && aidType <= 31 ? aidType : null,
    ...dims(message),
    virtualAid: bool(message.virtual_aid),
    offPosition: second !== null && second <= 59 ? bool(message.off_position) : null,
  };
}
