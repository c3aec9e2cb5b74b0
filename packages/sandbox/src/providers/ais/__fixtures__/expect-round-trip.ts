import { expect } from 'vitest';
import type { Vessel, VesselState } from '../../../world/model.js';
import { AIVDM_SENTENCE, checksumValid, type Decoded } from './decoders.js';

/** Assertions shared by the round-trip tests: decoded fields against the simulated state. */

/** Half the encoding step: positions are 1/10000 minute, speeds and courses 0.1. */
export const HALF_POS = 0.5 / 600_000 + 1e-12;
export const HALF_TENTH = 0.05 + 1e-9;

/** Free text as a transponder keeps it: accents dropped, upper case, 20 characters at most. */
export const asTyped = (text: string, max: number) =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase().slice(0, max).trimEnd();
export const angleDiff = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

export function expectSentencesWellFormed(lines: readonly string[]): void {
  for (const line of lines) {
    expect(line).toMatch(AIVDM_SENTENCE);
    expect(checksumValid(line)).toBe(true);
    expect(line.length + 2).toBeLessThanOrEqual(82);
  }
}

export function expectNavigation(m: Decoded, vessel: Vessel, state: VesselState, t: number): void {
  expect(m.mmsi).toBe(Number(vessel.mmsi));
  expect(Math.abs(Number(m.lat) - state.lat)).toBeLessThanOrEqual(HALF_POS);
  expect(Math.abs(Number(m.lon) - state.lon)).toBeLessThanOrEqual(HALF_POS);
  expect(Math.abs(Number(m.speedOverGround) - state.sogKn)).toBeLessThanOrEqual(HALF_TENTH);
  expect(angleDiff(Number(m.courseOverGround), state.cogDeg)).toBeLessThanOrEqual(HALF_TENTH);
  expect(m.heading).toBe(Math.round(state.headingDeg) % 360);
  expect(m.utcSecond).toBe(new Date(t).getUTCSeconds());
}

export function expectDimensions(
  bow: unknown,
  stern: unknown,
  port: unknown,
  starboard: unknown,
  v: Vessel,
): void {
  expect(Number(bow) + Number(stern)).toBe(Math.round(v.lengthM));
  expect(Number(port) + Number(starboard)).toBe(Math.round(v.beamM));
  expect(Number(bow)).toBeGreaterThan(Number(stern)); // antenna aft of midships
}
