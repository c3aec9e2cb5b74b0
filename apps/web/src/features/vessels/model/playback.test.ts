import type { VesselPosition } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import {
  initialPlayback,
  PLAYBACK_BASE_MS,
  pausePlayback,
  play,
  positionAt,
  seek,
  spanOf,
  step,
  toTrackPoints,
} from './playback';

const report = (minute: number, lon: number, lat: number, hdg: number | null = null): VesselPosition => ({
  mmsi: 1,
  time: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
  lat: lat * 1e6,
  lon: lon * 1e6,
  sog: 5000,
  cog: null,
  hdg,
  navStatus: 0,
});

// Given out of order: the track is sorted by time.
const points = toTrackPoints([report(60, 2, 0), report(0, 0, 0, 90 * 200), report(120, 2, 1)]);
const span = spanOf(points) as NonNullable<ReturnType<typeof spanOf>>;

describe('track playback', () => {
  it('spans the first to the last report; one report has nothing to play', () => {
    expect(span.to - span.from).toBe(2 * 3_600_000);
    expect(spanOf(points.slice(0, 1))).toBeNull();
  });

  it('steps through the whole track in the base time at 1×, faster at higher speeds, and stops at the end', () => {
    let state = play(initialPlayback(span), span);
    state = step(state, span, PLAYBACK_BASE_MS / 2);
    expect(state.at).toBe(span.from + 3_600_000);
    expect(state.playing).toBe(true);
    // 4× for a sixteenth of the base time: a quarter of the track, half an hour here.
    state = step({ ...state, speed: 4 }, span, PLAYBACK_BASE_MS / 16);
    expect(state.at).toBe(span.from + 5_400_000);
    state = step(state, span, PLAYBACK_BASE_MS);
    expect(state).toMatchObject({ at: span.to, playing: false });
  });

  it('does not move while paused; play at the end starts over; seek stays inside the track', () => {
    const paused = pausePlayback(play(initialPlayback(span), span));
    expect(step(paused, span, 5000)).toBe(paused);
    expect(play({ ...paused, at: span.to }, span).at).toBe(span.from);
    expect(seek(paused, span, span.to + 10).at).toBe(span.to);
    expect(seek(paused, span, 0).at).toBe(span.from);
  });

  it('places the marker between reports, facing the way it moved', () => {
    expect(positionAt(points, span.from)).toEqual({ position: [0, 0], bearing: 90 });
    const halfway = positionAt(points, span.from + 1_800_000);
    expect(halfway?.position).toEqual([1, 0]);
    expect(halfway?.bearing).toBeCloseTo(90);
    const north = positionAt(points, span.from + 90 * 60_000);
    expect(north?.position[0]).toBe(2);
    expect(north?.position[1]).toBeCloseTo(0.5);
    expect(north?.bearing).toBeCloseTo(0);
    expect(positionAt(points, span.to + 1)?.position).toEqual([2, 1]);
  });

  it('keeps a track across the antimeridian continuous', () => {
    const pacific = toTrackPoints([report(0, 179.5, 0), report(10, -179.5, 0)]);
    expect(pacific[1]?.position[0]).toBeCloseTo(180.5);
  });
});
