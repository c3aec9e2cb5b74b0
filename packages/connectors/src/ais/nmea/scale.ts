import type { AisSpeed, AisTurn } from './messages.js';

/**
 * gpsd's scaled renderings (gpsd_json.c, 3.22), rounded to the decimals gpsd prints so values
 * compare equal after JSON parsing.
 */

/**
 * lon/lat: 1/10000 minute → degrees, six decimals (181 and 91 mean "not available"). In
 * millionths of a degree that is 5·raw/3 rounded, and a third is never a tie, so integer
 * rounding and one division give exactly Number((raw / 600000).toFixed(6)) at a fraction of
 * its cost (the scaled decoder's hot spot); scale.test.ts checks the two agree.
 */
export const degrees = (raw: number): number => Math.round((raw * 5) / 3) / 1_000_000;

/**
 * `x` printed with printf's "%.<digits>f" and read back: like toFixed, except that an exact tie
 * rounds to even as glibc does (0.25 → 0.2, where toFixed gives 0.3). Ties arise for values
 * such as 150/600 that are exact binary fractions.
 */
export function printfFixed(x: number, digits: number): number {
  const scale = 10 ** digits;
  const scaledValue = x * scale;
  const floor = Math.floor(scaledValue);
  // An exact tie: x is (2·floor + 1) / (2·10^digits), a binary fraction only when 5^digits
  // divides 2·floor + 1 (0.25 is one; 0.35, which is 0.34999… in binary, is not).
  const exactTie =
    scaledValue - floor === 0.5 && (2 * floor + 1) % 5 ** digits === 0 && (floor + 0.5) / scale === x;
  if (exactTie) return (floor % 2 === 0 ? floor : floor + 1) / scale;
  return Number(x.toFixed(digits));
}

/** Long-range and DGNSS positions: 1/10 minute → degrees, one decimal (gpsd's "%.1f"). */
export const tenthMinutes = (raw: number): number => printfFixed(raw / 600, 1);

/** Channel and group area corners: 1/10 minute → degrees as gpsd prints them, a "%f" string. */
export const cornerText = (raw: number): string => (raw / 600).toFixed(6);

/**
 * Speed, course, draught: tenths → one decimal. For an integer the division is already the
 * double nearest the one-decimal value, i.e. Number((raw / 10).toFixed(1)).
 */
export const tenths = (raw: number): number => raw / 10;

/** Class A speed over ground: 1023 is "not available", 1022 "102.2 kn or more". */
export function speedA(raw: number): AisSpeed {
  if (raw === 1023) return 'nan';
  if (raw === 1022) return 'fast';
  return tenths(raw);
}

/** SAR aircraft altitude in metres: 4095 is "not available", 4094 "4094 m or higher". */
export function altitude(raw: number): number | 'nan' | 'high' {
  if (raw === 4095) return 'nan';
  if (raw === 4094) return 'high';
  return raw;
}

/** SAR aircraft speed in whole knots: 1023 is "not available", 1022 "1022 kn or faster". */
export function sarSpeed(raw: number): AisSpeed {
  if (raw === 1023) return 'nan';
  if (raw === 1022) return 'fast';
  return raw;
}

/**
 * Rate of turn in degrees per minute, (ROT_AIS / 4.733)² rounded to a whole number as gpsd 3.22
 * prints it, but negative for a turn to port: gpsd squares the sign away, we keep it (a
 * deliberate difference, see the fixtures README). A turn too small to round to 1 is 0, not -0.
 */
export function turn(raw: number): AisTurn {
  if (raw === -128) return 'nan';
  if (raw === -127) return 'fastleft';
  if (raw === 127) return 'fastright';
  const rate = raw / 4.733;
  const magnitude = Number((rate * rate).toFixed(0));
  return raw < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** gpsd's "%04u-%02u-%02uT%02u:%02u:%02uZ" (type 4 timestamp). */
export function timestamp(year: number, month: number, day: number, h: number, m: number, s: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}T${pad2(h)}:${pad2(m)}:${pad2(s)}Z`;
}

/** gpsd's "%02u-%02uT%02u:%02uZ" (type 5 ETA). */
export const eta = (month: number, day: number, h: number, m: number): string =>
  `${pad2(month)}-${pad2(day)}T${pad2(h)}:${pad2(m)}Z`;
