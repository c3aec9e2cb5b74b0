/**
 * The ocean legs of a booking: load and discharge calls on the booked voyage, a roll to the
 * service's next sailing when the cargo is rolled or the sailing blanks, calls moved off omitted
 * ports (as carriers do), and a transshipment onto another service at a hub.
 */
import type { OceanLeg, Voyage } from '../model.js';
import type { Rng } from '../rng.js';
import { isWorked, type VoyageIndex } from './voyage-index.js';

const DAY = 86_400_000;

/** Hubs where lines relay cargo between services (canonical codes and those carriers send). */
export const HUBS: ReadonlySet<string> = new Set([
  'SGSIN',
  'MYTPP',
  'MYPKG',
  'LKCMB',
  'AEJEA',
  'MAPTM',
  'ESALG',
  'KRPUS',
  'CNSHA',
  'CNSGH',
  'CNNGB',
  'CNNBO',
  'HKHKG',
  'OMSLL',
  'PAMIT',
  'PABLB',
  'EGPSD',
  'GRPIR',
  'ITGIT',
]);

export interface RouteChoice {
  legs: OceanLeg[];
  rolledFrom: OceanLeg | null;
}

export interface RouteContext {
  index: VoyageIndex;
  legMode(voyage: Voyage): OceanLeg['mode'];
}

/** The first worked call at or after `from` (a call at an omitted port moves to the next one). */
function workedFrom(voyage: Voyage, from: number, before = voyage.calls.length): number | null {
  for (let seq = Math.max(0, from); seq < before; seq++) {
    const call = voyage.calls[seq];
    if (call && isWorked(call)) return seq;
  }
  return null;
}

function seqOf(voyage: Voyage, locode: string, after: number): number {
  return voyage.calls.findIndex((call, seq) => seq > after && call.locode === locode);
}

/** The booked ports on the voyage that really sails them (after any roll). */
function legOn(voyage: Voyage, polCode: string, podCode: string, ctx: RouteContext): OceanLeg | null {
  const pol = seqOf(voyage, polCode, -1);
  const pod = seqOf(voyage, podCode, pol);
  if (pol < 0 || pod < 0) return null;
  const load = workedFrom(voyage, pol, pod);
  const discharge = load === null ? null : workedFrom(voyage, pod);
  if (load === null || discharge === null || discharge <= load) return null;
  if (voyage.calls[load]?.locode === voyage.calls[discharge]?.locode) return null;
  return { voyageId: voyage.id, loadCallSeq: load, dischargeCallSeq: discharge, mode: ctx.legMode(voyage) };
}

/** The next sailing of the same service after `voyage` that is not blank and can take the leg. */
function nextSailing(voyage: Voyage, pol: string, pod: string, ctx: RouteContext): OceanLeg | null {
  const sailings = ctx.index.sailings(voyage.serviceCode);
  const at = sailings.findIndex((v) => v.id === voyage.id);
  for (let k = at + 1; at >= 0 && k < sailings.length && k <= at + 3; k++) {
    const next = sailings[k];
    if (next && !next.blank) {
      const leg = legOn(next, pol, pod, ctx);
      if (leg) return leg;
    }
  }
  return null;
}

/** A connecting leg from a hub: another service's first sailing that leaves after the connection. */
function connection(first: OceanLeg, origin: string, rng: Rng, ctx: RouteContext): OceanLeg | null {
  const voyage = ctx.index.voyage(first.voyageId);
  const hubCall = voyage?.calls[first.dischargeCallSeq];
  if (!voyage || !hubCall) return null;
  const services = ctx.index.servicesCallingAt(hubCall.locode).filter((c) => c !== voyage.serviceCode);
  if (services.length === 0) return null;
  const service = rng.pick(services);
  const earliest = hubCall.plannedArrival + rng.range(1, 4) * DAY;
  const hops = rng.int(1, 6);
  const departures = ctx.index.departuresAt(service, hubCall.locode);
  // Binary search for the first departure at or after the earliest connection.
  let lo = 0;
  let hi = departures.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const d = departures[mid];
    if ((d?.voyage.calls[d.seq]?.plannedDeparture ?? 0) < earliest) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < departures.length; k++) {
    const d = departures[k];
    const call = d?.voyage.calls[d.seq];
    // The box must be off the first vessel before the second one can sail with it.
    if (!d || !call || call.actualDeparture < hubCall.actualDeparture + DAY / 2) continue;
    const last = d.voyage.calls.length - 1;
    if (d.seq >= last) return null;
    // Never back to where the box came from, nor to the hub itself (rotations call twice).
    let discharge: number | null = Math.min(last, d.seq + hops);
    while (discharge !== null && d.voyage.calls[discharge]?.locode === origin) {
      discharge = discharge < last ? discharge + 1 : null;
    }
    discharge = discharge === null ? null : workedFrom(d.voyage, discharge);
    if (discharge === null || [origin, hubCall.locode].includes(d.voyage.calls[discharge]?.locode ?? ''))
      return null;
    return {
      voyageId: d.voyage.id,
      loadCallSeq: d.seq,
      dischargeCallSeq: discharge,
      mode: ctx.legMode(d.voyage),
    };
  }
  return null;
}

/**
 * Chooses the legs. `transship` asks for a relay at a hub the booked voyage calls after loading;
 * a voyage with no such hub ships direct. Null when the booking cannot be placed in this fleet.
 */
export function chooseRoute(
  booked: Voyage,
  rng: Rng,
  options: { transship: boolean; rolled: boolean },
  ctx: RouteContext,
): RouteChoice | null {
  const last = booked.calls.length - 1;
  if (last < 1) return null;
  const pol = rng.int(0, last - 1);
  const polCode = booked.calls[pol]?.locode ?? '';
  const hubs = booked.calls
    .map((call, seq) => ({ call, seq }))
    .filter(({ call, seq }) => seq > pol && seq < last && call.locode !== polCode && HUBS.has(call.locode))
    .filter(({ call }) => ctx.index.servicesCallingAt(call.locode).some((c) => c !== booked.serviceCode));
  const hub = options.transship && hubs.length > 0 ? rng.pick(hubs).seq : null;
  // A rotation may call at a port twice (out and home); cargo never goes from a port to itself.
  const pods = booked.calls
    .map((c, seq) => (seq > pol && c.locode !== polCode ? seq : -1))
    .filter((seq) => seq >= 0);
  if (pods.length === 0) return null;
  const pod = hub ?? rng.pick(pods);
  const podCode = booked.calls[pod]?.locode ?? '';

  const planned: OceanLeg = {
    voyageId: booked.id,
    loadCallSeq: pol,
    dischargeCallSeq: pod,
    mode: ctx.legMode(booked),
  };
  const mustRoll = booked.blank || options.rolled;
  const first = mustRoll ? nextSailing(booked, polCode, podCode, ctx) : legOn(booked, polCode, podCode, ctx);
  if (!first) return null;
  const legs = [first];
  if (hub !== null) {
    const second = connection(first, polCode, rng, ctx);
    if (!second) return null;
    legs.push(second);
  }
  return { legs, rolledFrom: mustRoll ? planned : null };
}
