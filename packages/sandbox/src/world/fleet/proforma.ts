import type { SeaRouter } from '../model.js';
import { rngFor } from '../rng.js';
import type { ServicePlan } from './fleet-data.js';
import {
  DAY_MS,
  HOUR_MS,
  PLANNING_SPEED_KN,
  plannedStayHours,
  SLOWEST_PLANNED_KN,
  sailingHours,
} from './sailing.js';

/**
 * A service's proforma: the long-term schedule one loop follows, as hour offsets from the arrival
 * at the first port. Every voyage of the service repeats it, shifted by whole weeks.
 */
export interface Proforma {
  plan: ServicePlan;
  loopWeeks: number;
  /** legNm[i]: rotation[i] → rotation[i + 1] (the last leg returns to rotation[0]). */
  legNm: readonly number[];
  stayH: readonly number[];
  legH: readonly number[];
  /** Planned arrival / departure at call i, hours after the arrival at call 0. */
  arrivalH: readonly number[];
  departureH: readonly number[];
  /** Cruise speed the proforma assumes, knots. */
  plannedKn: number;
  /** First-port departure within the week (fixed weekday and hour per service), ms after Monday 00:00Z. */
  weeklyDepartureMs: number;
}

export function legDistances(plan: ServicePlan, router: SeaRouter): number[] {
  return plan.rotation.map((from, i) => {
    const to = plan.rotation[(i + 1) % plan.rotation.length] as string;
    return router.route(from, to).lengthNm;
  });
}

/** Weeks a loop needs at the planning speed plus port time, rounded up. */
export function requiredLoopWeeks(legNm: readonly number[], stayH: readonly number[]): number {
  const sea = legNm.reduce((sum, nm) => sum + sailingHours(nm, PLANNING_SPEED_KN), 0);
  const port = stayH.reduce((sum, h) => sum + h, 0);
  return Math.max(1, Math.ceil((sea + port) / 168));
}

export function buildProforma(input: {
  plan: ServicePlan;
  router: SeaRouter;
  servicesCalling: ReadonlyMap<string, number>;
  seed: number;
}): Proforma {
  const { plan } = input;
  const legNm = legDistances(plan, input.router);
  const baseStay = plan.rotation.map((code) => plannedStayHours(input.servicesCalling.get(code) ?? 1));
  // A loop that the data under-sizes would make the schedule impossible: never plan below need.
  const loopWeeks = Math.max(plan.loopWeeks, requiredLoopWeeks(legNm, baseStay));
  const baseSea = legNm.map((nm) => sailingHours(nm, PLANNING_SPEED_KN));
  const seaTotal = baseSea.reduce((s, h) => s + h, 0);
  const slack = loopWeeks * 168 - seaTotal - baseStay.reduce((s, h) => s + h, 0);
  // Slack goes first into slower steaming (down to SLOWEST_PLANNED_KN), the rest into port time.
  const seaExtra = Math.min(slack, seaTotal * (PLANNING_SPEED_KN / SLOWEST_PLANNED_KN - 1));
  const seaFactor = seaTotal > 0 ? (seaTotal + seaExtra) / seaTotal : 1;
  const stayTotal = baseStay.reduce((s, h) => s + h, 0);
  const stayFactor = (stayTotal + slack - seaExtra) / stayTotal;
  const stayH = baseStay.map((h) => h * stayFactor);
  const legH = baseSea.map((h) => h * seaFactor);
  const arrivalH: number[] = [];
  const departureH: number[] = [];
  let clock = 0;
  for (let i = 0; i < plan.rotation.length; i++) {
    arrivalH.push(clock);
    clock += stayH[i] as number;
    departureH.push(clock);
    clock += legH[i] as number;
  }
  const rng = rngFor(input.seed, 'service', plan.code, 'weekday');
  return {
    plan,
    loopWeeks,
    legNm,
    stayH,
    legH,
    arrivalH,
    departureH,
    plannedKn: PLANNING_SPEED_KN / seaFactor,
    weeklyDepartureMs: rng.int(0, 6) * DAY_MS + rng.int(0, 23) * HOUR_MS,
  };
}
