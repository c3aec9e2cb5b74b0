/**
 * Sailing-time rules shared by the schedule (how long a leg takes) and the motion model (where a
 * ship is on it), so the two agree: a ship slows to harbour speed for the last and first miles of
 * a leg and cruises in between.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

/** Voyage loop indices count weeks from this Monday (2024-01-01T00:00Z), never from the window. */
export const SCHEDULE_EPOCH = Date.UTC(2024, 0, 1);

/** Pilotage / fairway stretch at each end of a leg, nm. */
export const HARBOUR_ZONE_NM = 8;
/** Speed through that stretch, knots. */
export const HARBOUR_SPEED_KN = 10;

/**
 * Carriers plan loops at slow-steaming speed, well below the ships' service speeds (17–22 kn), so
 * a late ship can make up time; loops are derived at this speed (services.json loopWeeks).
 */
export const PLANNING_SPEED_KN = 15;
/** Rounding a loop up to whole weeks leaves slack; ships slow down to this speed at most … */
export const SLOWEST_PLANNED_KN = 12;
/** … and the rest of the slack becomes port buffer. */
export const MIN_STAY_H = 8;

/** The harbour stretch at each end: shorter for short legs (a quarter of the leg at most). */
export function harbourZoneNm(legNm: number): number {
  return Math.min(HARBOUR_ZONE_NM, legNm / 4);
}

/** Hours to sail `legNm` cruising at `cruiseKn` with both harbour stretches at harbour speed. */
export function sailingHours(legNm: number, cruiseKn: number): number {
  if (legNm <= 0) return 0;
  const zone = harbourZoneNm(legNm);
  const harbourKn = Math.min(HARBOUR_SPEED_KN, cruiseKn);
  return (legNm - 2 * zone) / cruiseKn + (2 * zone) / harbourKn;
}

/** Planned stay at a port: 12 h at a port one service calls, up to 36 h at the big hubs. */
export function plannedStayHours(servicesCalling: number): number {
  return Math.min(36, 12 + 3 * Math.max(0, servicesCalling - 1));
}
