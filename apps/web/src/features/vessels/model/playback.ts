import type { VesselPosition } from '@tracklane/domain';
import { type Position, screenHeading, unwrapPath } from '../../../map/core/path-geometry';
import { MARKER_ANIMATION_MS } from '../../../map/layers/marker-animation';
import { lngLatOf } from '../units';
import { bearingOf } from './format';

/**
 * Track playback as pure state: the page's animation frame calls `step` with the real time that
 * passed, the slider calls `seek`. Time is the track's own (epoch ms), so the slider, the marker
 * and the clock text all read one number.
 */
export const PLAYBACK_SPEEDS = [1, 2, 4, 8] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
/**
 * At 1× a whole track plays in views.md §9's marker animation, 20000 ms, whatever its range: a
 * day and a month both stay watchable.
 */
export const PLAYBACK_BASE_MS = MARKER_ANIMATION_MS;

export interface TrackPoint {
  /** Report time, epoch ms. */
  t: number;
  /** Longitude unwrapped past ±180 so a trans-Pacific track stays one line. */
  position: Position;
  /** Reported heading (or course), degrees; null when the vessel sent neither. */
  bearing: number | null;
}

export interface Playback {
  playing: boolean;
  /** Track time shown, epoch ms. */
  at: number;
  speed: PlaybackSpeed;
}

export interface Span {
  from: number;
  to: number;
}

export function toTrackPoints(track: readonly VesselPosition[]): TrackPoint[] {
  const sorted = [...track].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  const path = unwrapPath(sorted.map(lngLatOf));
  return sorted.map((p, i) => ({
    t: Date.parse(p.time),
    position: path[i] as Position,
    bearing: p.hdg === null && p.cog === null ? null : bearingOf(p),
  }));
}

export const spanOf = (points: readonly TrackPoint[]): Span | null =>
  points.length < 2 ? null : { from: points[0]?.t ?? 0, to: points[points.length - 1]?.t ?? 0 };

/**
 * Before it is played the marker stands at the end of the track, where the vessel is now (the
 * page shows its live marker there); playing starts over from the first report.
 */
export const initialPlayback = (span: Span): Playback => ({ playing: false, at: span.to, speed: 1 });

/** A playback standing at the end of its track, not playing: only the live marker is shown. */
export const atEnd = (state: Playback, span: Span): boolean => !state.playing && state.at >= span.to;

/**
 * The track ending where the vessel is now: its latest AIS position (newer than the last point of
 * the track as fetched) appended, and the whole line moved by whole turns so that its end has the
 * live position's longitude. Unwrapped from its first point, a track that crossed 180° would
 * otherwise end on another world copy, 360° from the vessel's marker.
 */
export function endingAt(
  points: readonly TrackPoint[],
  current: { t: number; position: Position; bearing: number } | null,
): TrackPoint[] {
  if (!current) return [...points];
  const last = points[points.length - 1];
  const joined = unwrapPath([...points.map((p) => p.position), current.position]);
  const end = joined[joined.length - 1] as Position;
  const shift = current.position[0] - end[0];
  const moved = joined.map(([lng, lat]): Position => [lng + shift, lat]);
  const out = points.map((p, i) => ({ ...p, position: moved[i] as Position }));
  if (!last || current.t > last.t)
    out.push({ t: current.t, position: current.position, bearing: current.bearing });
  else if (last && current.t === last.t)
    out[out.length - 1] = { ...(out[out.length - 1] as TrackPoint), position: current.position };
  return out;
}

/** Play from where it stands; a playback that reached the end starts over. */
export function play(state: Playback, span: Span): Playback {
  return { ...state, playing: true, at: state.at >= span.to ? span.from : state.at };
}

export const pausePlayback = (state: Playback): Playback => ({ ...state, playing: false });

export function seek(state: Playback, span: Span, at: number): Playback {
  return { ...state, at: Math.min(span.to, Math.max(span.from, at)) };
}

/**
 * Advances a playing state by `elapsedMs` of real time; it stops on the last point and stays at
 * the end as live points extend the track (as before playing), so the vessel's own marker takes
 * over again instead of a playback marker left behind by the next live point.
 */
export function step(state: Playback, span: Span, elapsedMs: number): Playback {
  if (!state.playing || elapsedMs <= 0) return state;
  const rate = ((span.to - span.from) / PLAYBACK_BASE_MS) * state.speed;
  const at = state.at + elapsedMs * rate;
  return at >= span.to ? { ...state, at: Number.POSITIVE_INFINITY, playing: false } : { ...state, at };
}

/**
 * Where the vessel was at `at`: linear between the two reports around it (reports are seconds to
 * minutes apart), facing the way it moved on screen, or its reported heading when it stood still.
 */
export function positionAt(
  points: readonly TrackPoint[],
  at: number,
): { position: Position; bearing: number } | null {
  const first = points[0];
  if (!first) return null;
  if (at <= first.t || points.length === 1) return { position: first.position, bearing: first.bearing ?? 0 };
  let lo = 0;
  let hi = points.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((points[mid] as TrackPoint).t <= at) lo = mid;
    else hi = mid;
  }
  const a = points[lo] as TrackPoint;
  const b = points[hi] as TrackPoint;
  if (at >= b.t) return { position: b.position, bearing: b.bearing ?? 0 };
  const f = b.t === a.t ? 1 : (at - a.t) / (b.t - a.t);
  const position: Position = [
    a.position[0] + (b.position[0] - a.position[0]) * f,
    a.position[1] + (b.position[1] - a.position[1]) * f,
  ];
  const moved = a.position[0] !== b.position[0] || a.position[1] !== b.position[1];
  return { position, bearing: moved ? screenHeading(a.position, b.position) : (a.bearing ?? 0) };
}
