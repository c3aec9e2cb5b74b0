import type { Vessel, World } from '../../world/model.js';
import { rngFor } from '../../world/rng.js';
import { SentenceSequencer } from './nmea/sentence.js';
import { initialJobs, nextDue, positionIntervalMs, type ReportJob, STATIC_INTERVAL_MS } from './schedule.js';
import { type AisShoreStations, type ShoreTransmitter, shoreTransmitters } from './shore-stations.js';
import { positionReport, staticReports } from './vessel-reports.js';

/** What the AIS feed needs of the world (the full World satisfies it). */
export type AisWorld = Pick<World, 'vessels' | 'vesselStateAt'> & Partial<Pick<World, 'seed'>>;

export type { AidToNavigation, AisShoreStations, BaseStation, SarAircraft } from './shore-stations.js';

/** Every tenth position report is a type 3 (class A) or type 19 (class B), as in real traffic. */
const SPECIAL_EVERY = 10;

export interface SchedulerOptions extends AisShoreStations {
  world: AisWorld;
  /** Schedule speed-up: intervals are divided by it (default 1 = ITU-R M.1371 intervals). */
  rate?: number;
}

/**
 * Decides who transmits when, on an abstract schedule time axis (wall ms for the live feed,
 * simulated ms for a recording), and renders each transmission with the state of the vessel at
 * the simulated instant it is given. Keeps each vessel's latest messages for new listeners.
 */
export class ReportScheduler {
  readonly #world: AisWorld;
  readonly #rate: number;
  readonly #seq = new SentenceSequencer();
  readonly #jobs: ReportJob[];
  /** Base stations, aids to navigation and SAR aircraft. */
  readonly #stations: { station: ShoreTransmitter; due: number }[];
  readonly #latest = new Map<string, { position?: string[]; static?: string[][] }>();
  /** Vessels whose state could not be computed (outside the world's time range …). */
  failures = 0;

  constructor(options: SchedulerOptions, start: number, simNow: number) {
    this.#world = options.world;
    this.#rate = options.rate ?? 1;
    if (!(this.#rate > 0)) throw new RangeError(`AIS rate must be > 0, got ${this.#rate}`);
    const seed = options.world.seed ?? 0;
    const phase = (v: Vessel, kind: string) => rngFor(seed, 'ais-phase', v.mmsi, kind).next();
    const first = (v: Vessel, kind: ReportJob['kind']) =>
      kind === 'static' ? this.#interval(STATIC_INTERVAL_MS) : this.#positionInterval(v, simNow);
    this.#jobs = initialJobs(options.world.vessels, first, phase, start);
    this.#stations = shoreTransmitters(options).map((station) => ({
      station,
      due: start + rngFor(seed, 'ais-base', station.mmsi).next() * this.#interval(station.intervalMs),
    }));
  }

  /** Renders every vessel's position and static data at simNow (the picture a new client needs). */
  primeSnapshot(simNow: number): void {
    for (const vessel of this.#world.vessels) {
      const state = this.#stateOf(vessel, simNow);
      if (!state) continue;
      this.#remember(vessel.mmsi, { position: positionReport(vessel, state, simNow, this.#seq) });
      this.#remember(vessel.mmsi, { static: staticReports(vessel, state, this.#seq) });
    }
    for (const { station } of this.#stations)
      this.#remember(station.key, { position: this.#seq.encode(station.render(simNow).armour()) });
  }

  /** The latest position and static messages of every vessel and station, as sentence groups. */
  snapshot(): string[][] {
    const groups: string[][] = [];
    for (const { position, static: statics } of this.#latest.values()) {
      if (position) groups.push(position);
      if (statics) groups.push(...statics);
    }
    return groups;
  }

  /** Every transmission due by `now` (schedule time), rendered at simulated time `simNow`. */
  due(now: number, simNow: number): string[][] {
    const out: string[][] = [];
    for (const job of this.#jobs) {
      if (job.due > now) continue;
      const state = this.#stateOf(job.vessel, simNow);
      if (!state) {
        job.due = nextDue(job, this.#interval(STATIC_INTERVAL_MS), now);
        continue;
      }
      if (job.kind === 'position') {
        const special = job.count % SPECIAL_EVERY === SPECIAL_EVERY - 1;
        const group = positionReport(job.vessel, state, simNow, this.#seq, { special });
        out.push(group);
        this.#remember(job.vessel.mmsi, { position: group });
        job.due = nextDue(job, this.#positionInterval(job.vessel, simNow, state), now);
      } else {
        const groups = staticReports(job.vessel, state, this.#seq);
        out.push(...groups);
        this.#remember(job.vessel.mmsi, { static: groups });
        job.due = nextDue(job, this.#interval(STATIC_INTERVAL_MS), now);
      }
      job.count++;
    }
    for (const entry of this.#stations) {
      if (entry.due > now) continue;
      const { station } = entry;
      const group = this.#seq.encode(station.render(simNow).armour());
      out.push(group);
      this.#remember(station.key, { position: group });
      const next = entry.due + this.#interval(station.intervalMs);
      entry.due = next > now ? next : now + this.#interval(station.intervalMs);
    }
    return out;
  }

  #interval(ms: number): number {
    return ms / this.#rate;
  }

  #positionInterval(vessel: Vessel, simNow: number, known?: ReturnType<AisWorld['vesselStateAt']>): number {
    const state = known ?? this.#stateOf(vessel, simNow);
    return this.#interval(state ? positionIntervalMs(vessel, state) : STATIC_INTERVAL_MS);
  }

  #stateOf(vessel: Vessel, simNow: number): ReturnType<AisWorld['vesselStateAt']> | undefined {
    try {
      return this.#world.vesselStateAt(vessel, simNow);
    } catch {
      // A vessel the world cannot place right now stays silent, as a switched-off transponder does.
      this.failures++;
      return undefined;
    }
  }

  #remember(mmsi: string, update: { position?: string[]; static?: string[][] }): void {
    this.#latest.set(mmsi, { ...this.#latest.get(mmsi), ...update });
  }
}
