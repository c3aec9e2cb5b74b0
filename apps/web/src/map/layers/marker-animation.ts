/** views.md §4 map marker states; §9: the ocean marker plays once over 20000 ms. */
export type MarkerState = 'not-started' | 'running' | 'paused' | 'ended';
export const MARKER_ANIMATION_MS = 20_000;

export interface MarkerClock {
  state: MarkerState;
  /** Milliseconds played before the current run (pauses keep this). */
  played: number;
  /** When the current run started (performance.now()), null unless running. */
  since: number | null;
}

export const notStarted = (): MarkerClock => ({ state: 'not-started', played: 0, since: null });
/** A marker whose animation already played (once per shipment) starts at its end. */
export const ended = (): MarkerClock => ({ state: 'ended', played: MARKER_ANIMATION_MS, since: null });

export function start(clock: MarkerClock, now: number): MarkerClock {
  return clock.state === 'not-started' || clock.state === 'paused'
    ? { state: 'running', played: clock.played, since: now }
    : clock;
}

export function pause(clock: MarkerClock, now: number): MarkerClock {
  if (clock.state !== 'running' || clock.since === null) return clock;
  return {
    state: 'paused',
    played: Math.min(MARKER_ANIMATION_MS, clock.played + now - clock.since),
    since: null,
  };
}

/** Advances a running clock; it ends (and stays ended) once the duration has played. */
export function tick(clock: MarkerClock, now: number, duration = MARKER_ANIMATION_MS): MarkerClock {
  if (clock.state !== 'running' || clock.since === null) return clock;
  return clock.played + now - clock.since >= duration
    ? { state: 'ended', played: duration, since: null }
    : clock;
}

/** 0…1 of the way from the departure point to the current position. */
export function progress(clock: MarkerClock, now: number, duration = MARKER_ANIMATION_MS): number {
  if (clock.state === 'ended') return 1;
  const played =
    clock.state === 'running' && clock.since !== null ? clock.played + now - clock.since : clock.played;
  return Math.max(0, Math.min(1, played / duration));
}
