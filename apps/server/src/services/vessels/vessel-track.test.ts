import { describe, expect, it } from 'vitest';
import { thinTrack } from './vessel-track.js';
import { tenthKnotsToMmPerSecond, toWirePosition } from './vessel-wire.js';

const point = (i: number, lon: number, lat: number) =>
  toWirePosition({
    mmsi: 1,
    at: new Date(Date.UTC(2026, 10, 1) + i * 30_000),
    lat_e6: Math.round(lat * 1e6),
    lon_e6: Math.round(lon * 1e6),
    sog: 140,
    cog: 900,
    heading: 90,
    nav_status: 0,
  });

describe('vessel wire units (views.md §9)', () => {
  it('gives speed in mm/s and heading in 1/200° so the web formulas give knots and degrees', () => {
    const p = point(0, 10, 20);
    expect(((p.sog as number) * 3600) / 1000 / 1852).toBeCloseTo(14, 2);
    expect((p.hdg as number) / 100 / 2).toBe(90);
    expect(p.lat / 1e6).toBe(20);
    expect(tenthKnotsToMmPerSecond(10)).toBe(514);
  });
  it('falls back to the course when no heading is reported', () => {
    const p = toWirePosition({
      mmsi: 1,
      at: new Date(),
      lat_e6: 0,
      lon_e6: 0,
      sog: null,
      cog: 1800,
      heading: null,
      nav_status: null,
    });
    expect(p).toMatchObject({ hdg: 36_000, cog: 36_000, sog: null, navStatus: -1 });
  });
});

describe('thinTrack', () => {
  it('keeps a short track as it is', () => {
    const track = [point(0, 1, 1), point(1, 1.01, 1), point(2, 1.02, 1)];
    expect(thinTrack(track, 10)).toEqual(track);
  });

  it('brings a long straight run with one turn under the limit, keeping both ends and the turn', () => {
    // 3,000 points east along the equator, then 3,000 north: Douglas–Peucker keeps the corner.
    const track = [
      ...Array.from({ length: 3000 }, (_, i) => point(i, i * 0.001, 0)),
      ...Array.from({ length: 3000 }, (_, i) => point(3000 + i, 3, (i + 1) * 0.001)),
    ];
    const thin = thinTrack(track, 100);
    expect(thin.length).toBeLessThanOrEqual(100);
    expect(thin[0]).toBe(track[0]);
    expect(thin.at(-1)).toBe(track.at(-1));
    expect(thin.some((p) => p.lon === 3_000_000 && p.lat <= 1000)).toBe(true);
    // Oldest first, still.
    expect(thin.every((p, i) => i === 0 || p.time > (thin[i - 1] as typeof p).time)).toBe(true);
  });

  it('does not treat a crossing of 180° as a jump across the world', () => {
    // East-bound along 40°N across the antimeridian (179.0 … 180 → -180 … -179.0), then north:
    // three points are the ends and the turn, not the two sides of a 360° "jump".
    const east = Array.from({ length: 2001 }, (_, i) => {
      const lon = 179 + i * 0.001;
      return point(i, lon > 180 ? lon - 360 : lon, 40);
    });
    const north = Array.from({ length: 500 }, (_, i) => point(2001 + i, -179, 40 + (i + 1) * 0.001));
    const track = [...east, ...north];
    expect(thinTrack(track, 3)).toEqual([track[0], track[2000], track.at(-1)]);
  });

  it('gives min(reports, limit) points, so a range holding more reports never shows fewer', () => {
    // A wandering track: a day of it, then the same day and six more before it.
    const wander = (i: number) =>
      point(i, 120 + Math.sin(i / 40) * 0.5 + i * 0.0005, 20 + Math.cos(i / 55) * 0.3);
    const day = Array.from({ length: 2880 }, (_, i) => wander(20_160 - 2880 + i));
    const week = Array.from({ length: 20_160 }, (_, i) => wander(i));
    for (const limit of [10, 500, 2000]) {
      const short = thinTrack(day, limit);
      const long = thinTrack(week, limit);
      expect(short).toHaveLength(limit);
      expect(long.length).toBeGreaterThanOrEqual(short.length);
      // The newest report is always kept: the track reaches where the vessel is.
      expect(long.at(-1)).toBe(week.at(-1));
      expect(short.at(-1)).toBe(day.at(-1));
    }
  });

  it('keeps the newest reports of a ship lying still, rather than old ones', () => {
    const still = Array.from({ length: 100 }, (_, i) => point(i, 121.5, 31.2));
    const thin = thinTrack(still, 10);
    expect(thin).toEqual([still[0], ...still.slice(-9)]);
  });

  it('draws a superset of views.md §9’s history cut (docs/map-constants.md)', () => {
    // The spec cuts a history to its last 12 points up to 50, else to 15 thinned; the map here
    // draws every report up to 2,000, so what the spec would draw is all there, newest included.
    const short = Array.from({ length: 50 }, (_, i) => point(i, 120 + i * 0.01, 20));
    expect(thinTrack(short)).toEqual(short);
    const long = Array.from({ length: 5000 }, (_, i) => point(i, 120 + i * 0.01, 20 + Math.sin(i / 30)));
    const drawn = thinTrack(long);
    expect(drawn.length).toBeGreaterThan(15);
    expect(drawn.at(-1)).toBe(long.at(-1));
  });
});
