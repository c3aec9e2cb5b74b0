import { degreesOf, knotsOf } from '../units';

/**
 * Display text of the wire's vessel values (views.md §9). Null in, null out: the caller shows its
 * own placeholder, so a missing value never reads as 0.
 */

/** AIS sends 102.3 kn as "not available" (1023 in 1/10 kn); anything at or above it is no speed. */
const SOG_NOT_AVAILABLE_KN = 102.2;

export function speedText(sog: number | null): string | null {
  const knots = knotsOf(sog);
  if (knots === null || !Number.isFinite(knots) || knots < 0 || knots > SOG_NOT_AVAILABLE_KN) return null;
  return `${knots.toFixed(1)} kn`;
}

/**
 * A SAR aircraft's speed: type 9 has its own scale (whole knots up to 1022), so 140 kn is a speed
 * here, not the vessels' "not available"; the server sends null for that.
 */
export function aircraftSpeedText(sog: number | null): string | null {
  const knots = knotsOf(sog);
  if (knots === null || !Number.isFinite(knots) || knots < 0) return null;
  return `${knots.toFixed(1)} kn`;
}

/** Heading 511 and course 360 mean "not available" in AIS (ITU-R M.1371). */
export function angleText(value: number | null): string | null {
  const degrees = degreesOf(value);
  if (degrees === null || !Number.isFinite(degrees) || degrees < 0 || degrees >= 360) return null;
  return `${Math.round(degrees)}°`;
}

/** Rotation for a marker: heading when the vessel reports one, else its course over ground. */
export function bearingOf(position: { hdg: number | null; cog: number | null }): number {
  for (const value of [position.hdg, position.cog]) {
    const degrees = degreesOf(value);
    if (degrees !== null && degrees >= 0 && degrees < 360) return degrees;
  }
  return 0;
}

const metres = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} m`;

export function dimensionsText(length: number | null, beam: number | null): string | null {
  if (length === null && beam === null) return null;
  return `${length === null ? '–' : metres(length)} × ${beam === null ? '–' : metres(beam)}`;
}

export function draughtText(draught: number | null): string | null {
  return draught === null || draught <= 0 ? null : metres(draught);
}

/** A coordinate pair as people read it: 4 decimals (about 10 m), hemisphere letters. */
export function coordinateText(lat: number, lon: number): string {
  const ns = lat >= 0 ? 'N' : 'S';
  const ew = lon >= 0 ? 'E' : 'W';
  return `${Math.abs(lat).toFixed(4)}°${ns} ${Math.abs(lon).toFixed(4)}°${ew}`;
}

/** "MMSI / IMO" of a list row; IMO is missing for most class B craft. */
export function identityText(mmsi: number, imo: number | null): string {
  return imo === null ? String(mmsi) : `${mmsi} / ${imo}`;
}
