import type { VesselPosition } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import {
  atEnd,
  endingAt,
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
    expect(state.playing).toBe(false);
    expect(atEnd(state, span)).toBe(true);
  });

  it('stays at the end after playing while live points extend the track', () => {
    const played = step(play(initialPlayback(span), span), span, PLAYBACK_BASE_MS);
    const longer = { ...span, to: span.to + 60_000 };
    expect(atEnd(played, longer)).toBe(true);
    expect(play(played, longer).at).toBe(longer.from);
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

  it('stands at the end of the track, where the vessel is, until played; a play takes 20 s', () => {
    const state = initialPlayback(span);
    expect(state.at).toBe(span.to);
    expect(atEnd(state, span)).toBe(true);
    expect(positionAt(points, state.at)?.position).toEqual([2, 1]);
    // views.md §9: the marker animation is 20000 ms, from the first report to the last.
    expect(PLAYBACK_BASE_MS).toBe(20_000);
    const played = step(play(state, span), span, 20_000);
    expect(played.playing).toBe(false);
    expect(atEnd(played, span)).toBe(true);
    expect(atEnd(play(state, span), span)).toBe(false);
  });
});

describe('endingAt (issue 20: the track ends at the current AIS position)', () => {
  const at = (minute: number) => Date.UTC(2026, 0, 1, 0, minute);
  it('appends the live position when it is newer than the track', () => {
    const ended = endingAt(points, { t: at(125), position: [2.1, 1.05], bearing: 45 });
    expect(ended).toHaveLength(points.length + 1);
    expect(ended.at(-1)).toEqual({ t: at(125), position: [2.1, 1.05], bearing: 45 });
    expect(ended.slice(0, -1)).toEqual(points);
  });

  it('moves a track unwrapped past 180° onto the live marker’s world copy', () => {
    // Unwrapped from 179.5°E, the track ends at 180.6°; the vessel's marker is at -179.4°.
    const pacific = toTrackPoints([report(0, 179.5, 0), report(10, -179.5, 0)]);
    const ended = endingAt(pacific, { t: at(12), position: [-179.4, 0], bearing: 90 });
    expect(ended.map((p) => p.position[0])).toEqual([
      expect.closeTo(-180.5, 6),
      expect.closeTo(-179.5, 6),
      -179.4,
    ]);
  });

  it('puts the last point on the live position when both are the same report', () => {
    const ended = endingAt(points, { t: at(120), position: [2, 1], bearing: 0 });
    expect(ended).toHaveLength(points.length);
    expect(ended.at(-1)?.position).toEqual([2, 1]);
  });
});
