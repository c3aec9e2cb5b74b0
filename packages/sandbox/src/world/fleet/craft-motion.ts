import { initialBearingDeg, pointAlong } from '../geo/index.js';
import type { LonLat, SeaRouter, Service, Vessel, VesselState } from '../model.js';
import type { ReferenceData } from '../reference/index.js';
import { rngFor } from '../rng.js';
import { DAY_MS, HOUR_MS } from './sailing.js';

/**
 * Harbour craft: moored at the home port most of the time, out a few times a day on a job (a tow,
 * a pilot transfer, a trip) that takes them a few miles out along the fairway and round a small
 * loop. Jobs are drawn per craft and day, so any instant is computed on its own.
 */

interface CraftPlan {
  berth: LonLat;
  /** Centre of the working loop, out along the fairway. */
  centre: LonLat;
  radiusNm: number;
  /** Working slots per day and the chance of a job in each. */
  slots: number;
  jobChance: number;
  loopKn: number;
}

const WORK: Record<number, { slots: number; jobChance: number; loopKn: number }> = {
  52: { slots: 4, jobChance: 0.6, loopKn: 6 },
  50: { slots: 6, jobChance: 0.6, loopKn: 8 },
  37: { slots: 1, jobChance: 0.35, loopKn: 5 },
};

export function planCraft(input: {
  vessel: Vessel;
  services: readonly Service[];
  router: SeaRouter;
  reference: ReferenceData;
  seed: number;
}): CraftPlan {
  const home = input.vessel.homePort as string;
  const port = input.reference.ports.get(home);
  if (!port) throw new Error(`unknown home port ${home}`);
  // The fairway out of the port: the start of the sea path to a port a service calls next.
  const calling = input.services.find((s) => s.rotation.includes(home));
  const next = calling?.rotation[(calling.rotation.indexOf(home) + 1) % calling.rotation.length];
  const rng = rngFor(input.seed, 'craft-plan', input.vessel.imo);
  const work = WORK[input.vessel.shipType] ?? { slots: 2, jobChance: 0.5, loopKn: 5 };
  const berth: LonLat = [port.lon, port.lat];
  let centre = berth;
  if (next) {
    const path = input.router.route(home, next);
    const out = pointAlong(path, Math.min(rng.range(1, 4), path.lengthNm / 3));
    centre = [out.lon, out.lat];
  }
  return { berth, centre, radiusNm: rng.range(0.3, 0.8), ...work };
}

const offset = ([lon, lat]: LonLat, eastNm: number, northNm: number): LonLat => [
  lon + eastNm / (60 * Math.cos((lat * Math.PI) / 180)),
  lat + northNm / 60,
];

export function craftStateAt(vessel: Vessel, plan: CraftPlan, seed: number, t: number): VesselState {
  const day = Math.floor(t / DAY_MS);
  const rng = rngFor(seed, 'craft-day', vessel.imo, day);
  const slotMs = DAY_MS / plan.slots;
  const slot = Math.floor((t - day * DAY_MS) / slotMs);
  let job: { start: number; end: number } | null = null;
  for (let i = 0; i <= slot; i++) {
    const works = rng.chance(plan.jobChance);
    const duration = rng.range(1.5, Math.min(3.5, slotMs / HOUR_MS - 0.5)) * HOUR_MS;
    const start = day * DAY_MS + i * slotMs + rng.next() * (slotMs - duration);
    if (i === slot && works && t >= start && t < start + duration) job = { start, end: start + duration };
  }
  const state = { voyageId: null, destination: null, eta: null, draughtM: vessel.draughtM };
  if (!job) {
    return {
      lon: plan.berth[0],
      lat: plan.berth[1],
      sogKn: 0,
      cogDeg: 0,
      headingDeg: 0,
      navStatus: 5,
      ...state,
    };
  }
  const f = (t - job.start) / (job.end - job.start);
  const hours = (job.end - job.start) / HOUR_MS;
  const entry = offset(plan.centre, plan.radiusNm, 0);
  const transitNm = Math.hypot(
    (entry[0] - plan.berth[0]) * 60 * Math.cos((plan.berth[1] * Math.PI) / 180),
    (entry[1] - plan.berth[1]) * 60,
  );
  if (f < 0.2 || f >= 0.8) {
    const outbound = f < 0.2;
    const g = outbound ? f / 0.2 : (f - 0.8) / 0.2;
    const [a, b] = outbound ? [plan.berth, entry] : [entry, plan.berth];
    const pos: LonLat = [a[0] + (b[0] - a[0]) * g, a[1] + (b[1] - a[1]) * g];
    const cog = Math.round(initialBearingDeg(a, b)) % 360;
    const sogKn = transitNm / (0.2 * hours);
    return { lon: pos[0], lat: pos[1], sogKn, cogDeg: cog, headingDeg: cog, navStatus: 0, ...state };
  }
  // Counter-clockwise laps at the craft's working speed.
  const laps = Math.max(1, Math.round((plan.loopKn * 0.6 * hours) / (2 * Math.PI * plan.radiusNm)));
  const angle = ((f - 0.2) / 0.6) * laps * 2 * Math.PI;
  const pos = offset(plan.centre, plan.radiusNm * Math.cos(angle), plan.radiusNm * Math.sin(angle));
  const cog = Math.round((((-angle * 180) / Math.PI) % 360) + 360) % 360;
  const sogKn = (laps * 2 * Math.PI * plan.radiusNm) / (0.6 * hours);
  return { lon: pos[0], lat: pos[1], sogKn, cogDeg: cog, headingDeg: cog, navStatus: 0, ...state };
}
