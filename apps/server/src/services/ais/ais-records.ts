/**
 * Decoded AIS messages (gpsd's JSON field names, unscaled: the decoder's default) turned into the
 * rows we store. Unscaled values are the integers on the air, so nothing is lost to float
 * formatting: positions in 1/10,000 minute, speed and course in tenths.
 */
export interface DecodedAis {
  type: number;
  mmsi: number;
  [field: string]: unknown;
}

export interface PositionRecord {
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
export interface VesselStatic {
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

const CLASS_A_POSITION = new Set([1, 2, 3]);
const CLASS_B_POSITION = new Set([18, 19]);
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
export function positionOf(message: DecodedAis, at: number): PositionRecord | null {
  const classA = CLASS_A_POSITION.has(message.type);
  if (!classA && !CLASS_B_POSITION.has(message.type)) return null;
  const lat = int(message.lat);
  const lon = int(message.lon);
  if (lat === null || lon === null || lat === LAT_NA || lon === LON_NA) return null;
  if (Math.abs(lat) > 90 * 600_000 || Math.abs(lon) > 180 * 600_000) return null;
  const speed = int(message.speed);
  const course = int(message.course);
  const heading = int(message.heading);
  const status = int(message.status);
  return {
    mmsi: message.mmsi,
    at,
    latE6: microDegrees(lat),
    lonE6: microDegrees(lon),
    sog: speed === null || speed >= SPEED_NA ? null : speed,
    cog: course === null || course >= COURSE_NA ? null : course,
    heading: heading === null || heading >= 360 || heading === HEADING_NA ? null : heading,
    navStatus: classA && status !== null && status >= 0 && status <= 15 ? status : null,
  };
}

/** gpsd writes the AIS ETA as "MM-DDTHH:MMZ"; it has no year, so it is the next such instant. */
export function etaOf(value: unknown, now: number): number | null {
  const match = typeof value === 'string' ? /^(\d\d)-(\d\d)T(\d\d):(\d\d)Z$/.exec(value) : null;
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

/** Static data of types 5, 19 and 24 (part A: name; part B: type, call sign, dimensions). */
export function staticOf(message: DecodedAis, now: number): VesselStatic | null {
  const dims = (m: DecodedAis) => ({
    toBow: int(m.to_bow),
    toStern: int(m.to_stern),
    toPort: int(m.to_port),
    toStarboard: int(m.to_starboard),
  });
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
    const partA = message.part === 'A' || message.part === undefined;
    const partB = message.part === 'B' || message.part === undefined;
    return {
      mmsi: message.mmsi,
      aisClass: 'B',
      ...(partA ? { name: text(message.shipname) } : {}),
      ...(partB
        ? { shipType: int(message.shiptype), callsign: text(message.callsign), ...dims(message) }
        : {}),
    };
  }
  return null;
}
