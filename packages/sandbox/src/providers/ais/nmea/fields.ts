import type { BitWriter } from './bit-writer.js';

/**
 * Scaling of the shared AIS fields (gpsd AIVDM "Common Navigation Block"), with the standard's
 * "not available" value for anything unknown (null). Values are rounded to the field resolution
 * and clamped to the field range, as a transponder does with its sensor input.
 */

/** Longitude and latitude travel as 1/10000 minute: degrees × 600000. */
const MINUTE_10000 = 600_000;

export function lonField(lon: number | null): number {
  if (lon === null || !Number.isFinite(lon)) return 181 * MINUTE_10000;
  return Math.round(wrapLon(lon) * MINUTE_10000);
}

export function latField(lat: number | null): number {
  if (lat === null || !Number.isFinite(lat)) return 91 * MINUTE_10000;
  return Math.round(Math.max(-90, Math.min(90, lat)) * MINUTE_10000);
}

/** 0.1 knot; 1022 means 102.2 kn or more, 1023 not available. */
export function sogField(kn: number | null): number {
  if (kn === null || !Number.isFinite(kn) || kn < 0) return 1023;
  return Math.min(1022, Math.round(kn * 10));
}

/** 0.1 degree, 0–3599; 3600 not available. */
export function cogField(deg: number | null): number {
  if (deg === null || !Number.isFinite(deg)) return 3600;
  return Math.round(normalizeDeg(deg) * 10) % 3600;
}

/** Whole degrees 0–359; 511 not available. */
export function headingField(deg: number | null): number {
  if (deg === null || !Number.isFinite(deg)) return 511;
  return Math.round(normalizeDeg(deg)) % 360;
}

/**
 * ROT_AIS = 4.733 × √(ROT_sensor) in degrees per minute, sign kept; ±126 caps the scale,
 * -128 (0x80) means no turn information.
 */
export function rotField(degPerMin: number | null): number {
  if (degPerMin === null || !Number.isFinite(degPerMin)) return -128;
  const magnitude = Math.min(126, Math.round(4.733 * Math.sqrt(Math.abs(degPerMin))));
  return degPerMin < 0 ? -magnitude : magnitude;
}

/** Draught in 0.1 m, 8 bits (25.5 m means 25.5 m or more); 0 not available. */
export function draughtField(m: number | null): number {
  if (m === null || !Number.isFinite(m) || m < 0) return 0;
  return Math.min(255, Math.round(m * 10));
}

/** Second of the UTC minute of the fix, or 60 when no time stamp is available. */
export function utcSecondField(epochMs: number | null): number {
  if (epochMs === null) return 60;
  return new Date(epochMs).getUTCSeconds();
}

/** Reference point of the position fix, in metres from each side of the hull. */
export interface Dimensions {
  toBow: number;
  toStern: number;
  toPort: number;
  toStarboard: number;
}

/** Writes bow/stern (9 bits, 511 = 511 m or more) and port/starboard (6 bits, 63 = 63 m or more). */
export function writeDimensions(w: BitWriter, d: Dimensions | null): void {
  const clamp = (m: number, max: number) => Math.max(0, Math.min(max, Math.round(m)));
  w.uint(d ? clamp(d.toBow, 511) : 0, 9);
  w.uint(d ? clamp(d.toStern, 511) : 0, 9);
  w.uint(d ? clamp(d.toPort, 63) : 0, 6);
  w.uint(d ? clamp(d.toStarboard, 63) : 0, 6);
}

/** Writes SOG, accuracy, lon, lat, COG, heading and time stamp in the common order. */
export function writeNavigation(w: BitWriter, p: NavigationFields): void {
  w.uint(sogField(p.sogKn), 10)
    .bool(p.accuracy)
    .int(lonField(p.lon), 28)
    .int(latField(p.lat), 27)
    .uint(cogField(p.cogDeg), 12)
    .uint(headingField(p.headingDeg), 9)
    .uint(utcSecondField(p.fixTime), 6);
}

/** The navigation part shared by types 1–3, 18 and 19. */
export interface NavigationFields {
  sogKn: number | null;
  /** true: DGNSS fix better than 10 m. */
  accuracy: boolean;
  lon: number | null;
  lat: number | null;
  cogDeg: number | null;
  headingDeg: number | null;
  /** When the position was fixed (its UTC second is sent), or null for "not available". */
  fixTime: number | null;
}

function normalizeDeg(deg: number): number {
  return ((deg % 360) + 360) % 360;
}

function wrapLon(lon: number): number {
  return ((((lon + 180) % 360) + 360) % 360) - 180;
}
