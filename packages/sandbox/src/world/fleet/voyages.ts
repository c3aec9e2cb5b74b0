import type { PortCall, Vessel, Voyage } from '../model.js';
import type { ReferenceData } from '../reference/index.js';
import { serviceTerminal } from '../reference/terminals.js';
import { rngFor } from '../rng.js';
import type { NamingStyle } from './fleet-data.js';
import type { Proforma } from './proforma.js';
import { HOUR_MS, SCHEDULE_EPOCH, WEEK_MS } from './sailing.js';
import { loopDirection, universalVoyageReference, voyageNumber } from './voyage-numbers.js';
import { startDelayCap, startDelayHours, voyageTiming } from './voyage-timing.js';

/** Share of voyages cancelled outright (Drewry counts ~2–4 % blank sailings outside holidays). */
const BLANK_SHARE = 0.03;
/** Voyages are kept when they overlap the window widened by this much (ships loiter, run late). */
const MARGIN_MS = 2 * WEEK_MS;

const toMinute = (t: number): number => Math.round(t / 60_000) * 60_000;
const toHour = (t: number): number => Math.round(t / HOUR_MS) * HOUR_MS;

/** Planned arrival at the first port of the loop departing in schedule week `week`. */
function plannedStart(p: Proforma, week: number): number {
  return SCHEDULE_EPOCH + week * WEEK_MS + p.weeklyDepartureMs - (p.stayH[0] as number) * HOUR_MS;
}

function isBlank(seed: number, id: string): boolean {
  return rngFor(seed, 'voyage', id, 'blank').chance(BLANK_SHARE);
}

export function voyageId(serviceCode: string, imo: string, loopIndex: number): string {
  return `${serviceCode}-${imo}-${loopIndex}`;
}

/** North American ports: cargo loaded elsewhere for them is filed in advance (US AMS, CA ACI). */
const FILES_MANIFEST = /^(US|CA)/;

/**
 * Cut-offs before the planned departure, fixed per service and port (terminals publish them so).
 * Customs clearance closes after the gate (the declaration follows the box in), the terminal
 * opens receiving five to seven days ahead, and a service calling in North America takes the
 * manifest filing two to three days ahead at its other ports (AMS wants it 24 h before loading).
 */
function cutOffs(
  seed: number,
  p: Proforma,
  locode: string,
  departure: number,
  filesManifest: boolean,
): PortCall['cutOffs'] {
  const rng = rngFor(seed, 'cutoff', p.plan.code, locode);
  // Drawn in this order so that the first three stay what they were before the others existed.
  const documentation = toHour(departure - rng.int(72, 96) * HOUR_MS);
  const vgm = toHour(departure - rng.int(44, 52) * HOUR_MS);
  const cargo = toHour(departure - rng.int(24, 48) * HOUR_MS);
  const customs = toHour(departure - rng.int(12, 22) * HOUR_MS);
  const portOpening = toHour(departure - rng.int(5 * 24, 7 * 24) * HOUR_MS);
  const manifest = toHour(departure - rng.int(48, 72) * HOUR_MS);
  return {
    documentation,
    vgm,
    cargo,
    customs,
    portOpening,
    manifest: filesManifest && !FILES_MANIFEST.test(locode) ? manifest : null,
  };
}

/**
 * Every voyage of one service that touches [from, to]. The loop departing in schedule week `w`
 * (weeks since SCHEDULE_EPOCH) is sailed by ship `w mod loopWeeks` as its loop `floor(w / loopWeeks)`,
 * so ids and times are the same whatever window is asked for.
 */
export function buildServiceVoyages(input: {
  seed: number;
  proforma: Proforma;
  vessels: readonly Vessel[];
  style: NamingStyle;
  reference: ReferenceData;
  from: number;
  to: number;
}): Voyage[] {
  const { seed, proforma: p, vessels } = input;
  const L = p.loopWeeks;
  const rotation = p.plan.rotation;
  const filesManifest = rotation.some((locode) => FILES_MANIFEST.test(locode));
  const first = input.reference.ports.get(rotation[0] as string);
  const turning = input.reference.ports.get(rotation[Math.floor(rotation.length / 2)] as string);
  if (!first || !turning) throw new Error(`service ${p.plan.code}: unknown port in rotation`);
  const direction = loopDirection(first, turning);
  const makeVoyage = (week: number): Voyage => {
    const slot = ((week % L) + L) % L;
    const loopIndex = Math.floor(week / L);
    const vessel = vessels[slot] as Vessel;
    const start = plannedStart(p, week);
    const id = voyageId(p.plan.code, vessel.imo, loopIndex);
    const cap = startDelayCap(p, vessel.serviceSpeedKn);
    const timing = voyageTiming({
      seed,
      voyageId: id,
      proforma: p,
      maxKn: vessel.serviceSpeedKn,
      startDelayH: startDelayHours(seed, id, cap),
      nextStartDelayH: startDelayHours(seed, voyageId(p.plan.code, vessel.imo, loopIndex + 1), cap),
    });
    const blank = isBlank(seed, id);
    const calls: PortCall[] = rotation.map((locode, seq) => {
      const port = input.reference.ports.get(locode);
      const plannedArrival = toHour(start + (p.arrivalH[seq] as number) * HOUR_MS);
      const plannedDeparture = toHour(start + (p.departureH[seq] as number) * HOUR_MS);
      const skipped = blank || (timing.omitted[seq] as boolean);
      return {
        seq,
        locode,
        terminalCode: port ? serviceTerminal(seed, port, p.plan.code).code : null,
        status: blank ? 'BLANKED' : skipped ? 'OMITTED' : 'SCHEDULED',
        plannedArrival,
        plannedDeparture,
        actualArrival: skipped
          ? plannedArrival
          : toMinute(start + (timing.arrivalH[seq] as number) * HOUR_MS),
        actualDeparture: skipped
          ? plannedDeparture
          : toMinute(start + (timing.departureH[seq] as number) * HOUR_MS),
        cutOffs: cutOffs(seed, p, locode, plannedDeparture, filesManifest),
      };
    });
    const departure = calls[0]?.plannedDeparture ?? start;
    return {
      id,
      serviceCode: p.plan.code,
      vesselImo: vessel.imo,
      voyageNumber: voyageNumber({
        style: input.style.voyageNumber,
        loopIndex,
        sequenceOffset: rngFor(seed, 'voyage-number', vessel.imo).int(1, 60),
        departure,
        direction,
      }),
      universalVoyageReference: universalVoyageReference(departure, direction),
      calls,
      blank,
    };
  };

  const voyages: Voyage[] = [];
  const firstWeek = Math.floor((input.from - MARGIN_MS - SCHEDULE_EPOCH) / WEEK_MS);
  const lastWeek = Math.ceil((input.to + MARGIN_MS - SCHEDULE_EPOCH) / WEEK_MS);
  for (let slot = 0; slot < L; slot++) {
    // Each ship's loops from the one under way at the window's start (widened by the margin) to
    // one starting after its end, so the last leg has a destination; further out while the loop
    // at an end is blanked (the ship must be somewhere).
    let lo = Math.floor((firstWeek - slot) / L);
    let hi = Math.ceil((lastWeek - slot) / L);
    const imo = (vessels[slot] as Vessel).imo;
    const blankAt = (loop: number): boolean => isBlank(seed, voyageId(p.plan.code, imo, loop));
    while (blankAt(lo)) lo--;
    while (blankAt(hi)) hi++;
    for (let loop = lo; loop <= hi; loop++) voyages.push(makeVoyage(loop * L + slot));
  }
  return voyages.sort((a, b) => (a.calls[0]?.plannedArrival ?? 0) - (b.calls[0]?.plannedArrival ?? 0));
}
