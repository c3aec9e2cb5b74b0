import {
  type AisPositionRecord,
  type AisRecordInput,
  type AisStationRecord,
  type AisVesselStatic,
  aisPositionOf,
  aisStaticOf,
  aisStationOf,
} from '@tracklane/connectors';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { flagOf, type MidDirectory } from '../../reference/load-mids.js';
import { notifyVesselPositions } from '../live/vessel-positions-notice.js';
import { PositionPartitions } from './position-partitions.js';
import { insertPositions, upsertLatest, upsertStations, upsertVessels } from './store-ais-batch.js';

export interface AisIngestOptions {
  db: Database;
  mids: MidDirectory;
  log?: FastifyBaseLogger;
  /** Flush at least this often (ms); default 1,000. */
  flushMs?: number;
  /** Flush early once this many positions wait; default 5,000. */
  maxBatch?: number;
  /**
   * A vessel's track keeps at most one position per this many ms (default 30 s) unless its
   * navigation status changes: class A ships report every 2–10 s under way, which would be ten
   * times the rows for no visible difference on a map. The latest position is always current.
   */
  minTrackIntervalMs?: number;
  now?: () => number;
}

export interface AisIngestStats {
  messages: number;
  positionsKept: number;
  positionsThinned: number;
  /** Reports without a usable position, or timed in the future. */
  positionsRejected: number;
  staticReports: number;
  /** Base station, aid-to-navigation and SAR aircraft reports kept (the newest per MMSI). */
  stationReports: number;
  /** Such reports without a usable position, timed in the future, or over the buffer's cap. */
  stationsRejected: number;
  /** Rows written (a position already stored is not counted). */
  stored: number;
  flushes: number;
  flushErrors: number;
}

/** The overview track keeps one position per vessel per this interval (see vessel_track_overview). */
export const OVERVIEW_INTERVAL_MS = 10 * 60_000;

const STATIC_TYPES = new Set([5, 19, 24]);
/** Base station (4), SAR aircraft (9) and aid-to-navigation (21) reports: kept as stations. */
const STATION_TYPES = new Set([4, 9, 21]);
/**
 * At most this many stations wait for a flush (one per MMSI): a feed of made-up MMSIs, or a long
 * database outage, cannot grow the buffer without bound. A real feed has hundreds.
 */
export const MAX_PENDING_STATIONS = 20_000;

/** Positions reported more than this far ahead of our clock are a receiver's bad clock. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/**
 * Buffers decoded AIS messages and writes them in batches: track positions (thinned), the latest
 * position per vessel and the registry's static data. A failed flush keeps its batch for the
 * next one (the feed never waits on the database), bounded so a long outage cannot eat memory.
 */
export class AisIngest {
  readonly stats: AisIngestStats = {
    messages: 0,
    positionsKept: 0,
    positionsThinned: 0,
    positionsRejected: 0,
    staticReports: 0,
    stationReports: 0,
    stationsRejected: 0,
    stored: 0,
    flushes: 0,
    flushErrors: 0,
  };
  readonly #options: Required<Omit<AisIngestOptions, 'log'>> & { log?: FastifyBaseLogger };
  readonly #partitions: PositionPartitions;
  #positions: AisPositionRecord[] = [];
  #latest = new Map<number, AisPositionRecord>();
  #statics = new Map<number, AisVesselStatic>();
  #stations = new Map<number, AisStationRecord>();
  /** Time and status of the last kept track position per vessel. */
  readonly #lastKept = new Map<number, { at: number; navStatus: number | null }>();
  /** Time of the last overview position per vessel (one per OVERVIEW_INTERVAL_MS). */
  readonly #lastOverview = new Map<number, number>();
  #overview: AisPositionRecord[] = [];
  #timer: NodeJS.Timeout | null = null;
  /** Writes run one after another; at most one waits to start (it takes whatever is buffered then). */
  #chain: Promise<void> = Promise.resolve();
  #queued: Promise<void> | null = null;

  constructor(options: AisIngestOptions) {
    this.#options = {
      flushMs: 1000,
      maxBatch: 5000,
      minTrackIntervalMs: 30_000,
      now: Date.now,
      ...options,
    };
    this.#partitions = new PositionPartitions(options.db);
  }

  /** `at`: when the message was reported (tag-block time, else receipt), epoch ms. */
  accept(message: AisRecordInput, at: number): void {
    this.stats.messages++;
    if (STATION_TYPES.has(message.type)) {
      this.#acceptStation(aisStationOf(message, at));
      return;
    }
    this.#acceptVessel(message, at);
  }

  #acceptStation(station: AisStationRecord | null): void {
    if (station === null || station.at > this.#options.now() + FUTURE_TOLERANCE_MS) {
      this.stats.stationsRejected++;
      return;
    }
    const before = this.#stations.get(station.mmsi);
    if (!before && this.#stations.size >= MAX_PENDING_STATIONS) {
      this.stats.stationsRejected++;
      return;
    }
    this.stats.stationReports++;
    if (!before || before.at <= station.at) this.#stations.set(station.mmsi, station);
  }

  #acceptVessel(message: AisRecordInput, at: number): void {
    // Position reports are the bulk of a feed: only static types read the clock (for the ETA year).
    const stat = STATIC_TYPES.has(message.type) ? aisStaticOf(message, this.#options.now()) : null;
    if (stat) {
      this.stats.staticReports++;
      const before = this.#statics.get(stat.mmsi);
      this.#statics.set(stat.mmsi, before ? { ...before, ...definedOnly(stat) } : stat);
      return;
    }
    const position = aisPositionOf(message, at);
    if (position === null) {
      if (message.type <= 3 || message.type === 18 || message.type === 19) this.stats.positionsRejected++;
      return;
    }
    if (position.at > this.#options.now() + FUTURE_TOLERANCE_MS) {
      this.stats.positionsRejected++;
      return;
    }
    const newest = this.#latest.get(position.mmsi);
    if (!newest || newest.at <= position.at) this.#latest.set(position.mmsi, position);
    const last = this.#lastKept.get(position.mmsi);
    if (
      last &&
      position.at - last.at < this.#options.minTrackIntervalMs &&
      position.at >= last.at &&
      position.navStatus === last.navStatus
    ) {
      this.stats.positionsThinned++;
      return;
    }
    this.#lastKept.set(position.mmsi, { at: position.at, navStatus: position.navStatus });
    this.#positions.push(position);
    const lastOverview = this.#lastOverview.get(position.mmsi);
    if (lastOverview === undefined || Math.abs(position.at - lastOverview) >= OVERVIEW_INTERVAL_MS) {
      this.#lastOverview.set(position.mmsi, position.at);
      this.#overview.push(position);
    }
    this.stats.positionsKept++;
    if (this.#positions.length >= this.#options.maxBatch) void this.flush();
  }

  start(): void {
    this.#timer ??= setInterval(() => void this.flush(), this.#options.flushMs);
    this.#timer.unref();
  }

  /** Stops the timer and writes what is buffered. */
  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.flush();
  }

  /**
   * Writes what is buffered once the write under way (if any) is done. Calls while a write waits
   * to start share it; a call during a write queues the next one, so nothing accepted before the
   * call is left behind (stop relies on that).
   */
  flush(): Promise<void> {
    if (this.#queued) return this.#queued;
    const next = this.#chain.then(() => {
      this.#queued = null;
      return this.#write();
    });
    this.#queued = next;
    this.#chain = next.catch(() => {});
    return next;
  }

  async #write(): Promise<void> {
    const positions = this.#positions;
    const overview = this.#overview;
    const latest = [...this.#latest.values()];
    const statics = [...this.#statics.values()].map((s) => ({
      ...s,
      flag: flagOf(this.#options.mids, s.mmsi),
    }));
    const stations = [...this.#stations.values()];
    if (positions.length === 0 && latest.length === 0 && statics.length === 0 && stations.length === 0)
      return;
    this.#positions = [];
    this.#stations = new Map();
    this.#overview = [];
    this.#latest = new Map();
    this.#statics = new Map();
    const { db } = this.#options;
    try {
      await this.#partitions.ensure(positions.map((p) => p.at));
      // Independent statements: on PostgreSQL they run on parallel connections of the pool. If
      // one fails the whole batch is retried; the rows already in are skipped or rewritten as is.
      const [stored] = await Promise.all([
        insertPositions(db, positions),
        insertPositions(db, overview, 'vessel_track_overview'),
        upsertLatest(db, latest),
        upsertVessels(db, statics),
        upsertStations(db, stations),
      ]);
      this.stats.stored += stored;
      this.stats.flushes++;
    } catch (error) {
      this.stats.flushErrors++;
      this.#options.log?.warn(
        { err: error, positions: positions.length },
        'AIS batch not stored; kept for the next flush',
      );
      this.#requeue(positions, overview, latest, statics, stations);
      return;
    }
    // Stored: pages watching these vessels hear of it (a lost notice only delays the next one).
    await notifyVesselPositions(
      db,
      latest.map((p) => p.mmsi),
    ).catch((err: unknown) => this.#options.log?.warn({ err }, 'vessel position notice not sent'));
  }

  /** Puts a failed batch back in front of what arrived meanwhile, capped at 10 batches. */
  #requeue(
    positions: AisPositionRecord[],
    overview: AisPositionRecord[],
    latest: AisPositionRecord[],
    statics: AisVesselStatic[],
    stations: AisStationRecord[],
  ): void {
    const cap = this.#options.maxBatch * 10;
    this.#positions = [...positions, ...this.#positions].slice(-cap);
    this.#overview = [...overview, ...this.#overview].slice(-cap);
    for (const p of latest) {
      const now = this.#latest.get(p.mmsi);
      if (!now || now.at < p.at) this.#latest.set(p.mmsi, p);
    }
    for (const s of statics) {
      const now = this.#statics.get(s.mmsi);
      this.#statics.set(s.mmsi, now ? { ...s, ...definedOnly(now) } : s);
    }
    for (const s of stations) {
      const now = this.#stations.get(s.mmsi);
      if (now ? now.at < s.at : this.#stations.size < MAX_PENDING_STATIONS) this.#stations.set(s.mmsi, s);
    }
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<T>;
}
