import { rngFor } from '../rng.js';
import type { Proforma } from './proforma.js';
import { MIN_STAY_H, sailingHours } from './sailing.js';

/**
 * What really happens on one loop: arrival delays that build up (weather, congestion, a canal
 * queue) and are partly made up (faster sailing, shorter port stays), and calls omitted to
 * recover a large delay. Every voyage is computed on its own, keyed by its id, so the world can be
 * built for any window: the delay with which a ship starts a loop is drawn from that voyage's key,
 * and the loop before steers towards it (it knows its successor's id), which is what makes one
 * voyage end exactly where the next begins.
 */

export interface VoyageTiming {
  /** Hours after the planned arrival at call 0. */
  arrivalH: number[];
  departureH: number[];
  omitted: boolean[];
}

/** Hours a ship can make up over a whole loop: port buffer plus sailing faster than planned. */
export function recoverableHours(proforma: Proforma, maxKn: number): number {
  let hours = 0;
  proforma.legNm.forEach((nm, i) => {
    hours += Math.max(0, (proforma.stayH[i] as number) - MIN_STAY_H);
    hours += Math.max(0, (proforma.legH[i] as number) - sailingHours(nm, maxKn));
  });
  return hours;
}

/**
 * The delay (hours) with which a ship arrives at the first port of a voyage. Most ships are
 * within a day; the rest run late by a long tail (Sea-Intelligence reports 50–65 % of arrivals
 * on time, ±1 day, in 2024–25). Capped so that any loop can go from the worst to the best start.
 */
export function startDelayHours(seed: number, voyageId: string, capH: number): number {
  const rng = rngFor(seed, 'voyage', voyageId, 0);
  const late = rng.chance(0.55);
  const hours = late ? 20 + rng.next() ** 2 * 180 : rng.normal(2, 9);
  return Math.max(-12, Math.min(capH, hours));
}

export function startDelayCap(proforma: Proforma, maxKn: number): number {
  return Math.max(0, Math.min(240, 0.7 * recoverableHours(proforma, maxKn) - 12));
}

const OMIT_WHEN_LATE = 0.12;
const OMIT_OTHERWISE = 0.012;

export function voyageTiming(input: {
  seed: number;
  voyageId: string;
  proforma: Proforma;
  maxKn: number;
  startDelayH: number;
  /** Delay at the first port of the next voyage: where this loop must end. */
  nextStartDelayH: number;
}): VoyageTiming {
  const { proforma: p, maxKn } = input;
  const n = p.plan.rotation.length;
  const minLeg = p.legNm.map((nm) => sailingHours(nm, maxKn));
  const end = p.loopWeeks * 168 + input.nextStartDelayH;
  // Latest arrival / departure at each call that still lets the ship reach `end`.
  const latestArrival: number[] = Array(n + 1).fill(end);
  const latestDeparture: number[] = Array(n).fill(end);
  for (let i = n - 1; i >= 0; i--) {
    latestDeparture[i] = (latestArrival[i + 1] as number) - (minLeg[i] as number);
    latestArrival[i] = (latestDeparture[i] as number) - MIN_STAY_H;
  }
  const arrivalH: number[] = [];
  const departureH: number[] = [];
  const omitted: boolean[] = [];
  let arrival = input.startDelayH;
  for (let i = 0; i < n; i++) {
    const rng = rngFor(input.seed, 'voyage', input.voyageId, i + 1);
    const delay = arrival - (p.arrivalH[i] as number);
    const omit = i > 0 && rng.chance(delay > 48 ? OMIT_WHEN_LATE : OMIT_OTHERWISE);
    const stay = (p.stayH[i] as number) + rng.normal(0, 2) + (rng.chance(0.12) ? rng.range(4, 24) : 0);
    // A late ship works cargo faster (extra gangs) and cuts part of its buffer.
    const cut = Math.max(0, delay) * 0.15;
    const departure = omit
      ? arrival
      : Math.min(latestDeparture[i] as number, Math.max(arrival + MIN_STAY_H, arrival + stay - cut));
    arrivalH.push(arrival);
    departureH.push(departure);
    omitted.push(omit);
    const depDelay = departure - (p.departureH[i] as number);
    const slack = (p.legH[i] as number) - (minLeg[i] as number);
    const weather = rng.chance(0.12) ? rng.range(6, 60) : rng.normal(0, 2);
    let next = departure + (p.legH[i] as number) - Math.min(slack, Math.max(0, depDelay) * 0.6) + weather;
    // Towards the end of the loop the ship steers for the next voyage's start.
    const target = (p.arrivalH[i + 1] ?? p.loopWeeks * 168) + input.nextStartDelayH;
    const pull = ((i + 1) / n) ** 3;
    next = next * (1 - pull) + target * pull;
    const lowest = departure + (minLeg[i] as number);
    arrival = i === n - 1 ? end : Math.min(latestArrival[i + 1] as number, Math.max(lowest, next));
  }
  return { arrivalH, departureH, omitted };
}
