/**
 * ETA prediction from AIS (pure): the vessel sails the remaining sea-lane distance at an assumed
 * speed, and stays at each port in between as long as the schedule plans. The sea distances are
 * the caller's (the server's marnet router); this only does the arithmetic and the speed choice.
 */
export const UNDERWAY_MIN_KN = 5;
export const DEFAULT_SPEED_KN = 14;
const HOUR = 3_600_000;

/**
 * The speed assumed for the rest of the voyage: the reported SOG while under way (≥ 5 kn), else
 * the mean of the vessel's recent under-way speeds (it is in port or drifting now), else 14 kn,
 * a typical liner's slow-steaming speed.
 */
export function assumedSpeedKn(sogKn: number | null, recentSogsKn: readonly number[]): number {
  if (sogKn !== null && sogKn >= UNDERWAY_MIN_KN) return sogKn;
  const underway = recentSogsKn.filter((s) => s >= UNDERWAY_MIN_KN);
  if (underway.length > 0) return underway.reduce((a, b) => a + b, 0) / underway.length;
  return DEFAULT_SPEED_KN;
}

export interface RemainingCall {
  /** Nautical miles from the previous point (the vessel for the first call, else the previous port). */
  distanceNm: number;
  /** Planned hours in port (planned departure − planned arrival), for every call but the last. */
  stayHours: number;
}

/** Predicted arrivals (epoch ms) at each remaining call, leaving `startAt` at `speedKn`. */
export function predictArrivals(startAt: number, speedKn: number, calls: readonly RemainingCall[]): number[] {
  const out: number[] = [];
  let t = startAt;
  for (const call of calls) {
    t += (call.distanceNm / speedKn) * HOUR;
    out.push(Math.round(t));
    t += Math.max(0, call.stayHours) * HOUR;
  }
  return out;
}
