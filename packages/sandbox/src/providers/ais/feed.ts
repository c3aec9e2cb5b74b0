import type { SimClock } from '../../world/clock.js';
import { type AisShoreStations, type AisWorld, ReportScheduler } from './report-scheduler.js';

export type {
  AidToNavigation,
  AisShoreStations,
  AisWorld,
  BaseStation,
  SarAircraft,
} from './report-scheduler.js';

/** Base stations, aids to navigation and SAR aircraft to interleave (none by default). */
export interface AisFeedOptions extends AisShoreStations {
  world: AisWorld;
  clock: SimClock;
  /** Schedule speed-up (default 1): reporting intervals are divided by it. */
  rate?: number;
  /** How often the scheduler looks for due reports, wall ms (default 100). */
  tickMs?: number;
  /** Wall clock, injectable for tests of the scheduler; defaults to Date.now. */
  wallNow?: () => number;
}

/** One AIS message as the sentences that carry it (two for a type 5). */
export type SentenceGroup = readonly string[];

export interface AisFeed {
  /** Registers a listener for every message from now on; returns the unsubscribe function. */
  subscribe(listener: (group: SentenceGroup) => void): () => void;
  /** The latest position and static messages of every vessel. */
  snapshot(): SentenceGroup[];
  stop(): void;
  readonly stats: { messages: number; sentences: number };
}

/**
 * The live AIS stream: a scheduler driven by the wall clock (reporting intervals are radio
 * intervals, so they do not speed up with the simulated clock) while every report carries the
 * vessel's state at `clock.now()` — with a fast clock, positions jump further between reports.
 */
export function startAisFeed(options: AisFeedOptions): AisFeed {
  const wallNow = options.wallNow ?? Date.now;
  const scheduler = new ReportScheduler(options, wallNow(), options.clock.now());
  scheduler.primeSnapshot(options.clock.now());
  const listeners = new Set<(group: SentenceGroup) => void>();
  const stats = { messages: 0, sentences: 0 };

  const tick = () => {
    const groups = scheduler.due(wallNow(), options.clock.now());
    for (const group of groups) {
      stats.messages++;
      stats.sentences += group.length;
      for (const listener of listeners) listener(group);
    }
  };
  const timer = setInterval(tick, options.tickMs ?? 100);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => scheduler.snapshot(),
    stop() {
      clearInterval(timer);
      listeners.clear();
    },
    stats,
  };
}
