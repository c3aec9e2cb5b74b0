import type { VesselLocation, VesselPosition } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import type { Position } from '../../../../map/core/path-geometry';
import { remainingRoute, reportedHeading, sailedTrack, trackHeading } from './ais-path';
import { buildLegs } from './build-legs';
import { buildRoute, plannedLead } from './build-route';
import { shipmentFixture } from './fixtures';
import { ROUTE_COLOURS, ROUTE_WIDTH } from './route-colours';

const report = (time: string, lon: number, lat: number): VesselPosition => ({
  mmsi: 1,
  time,
  lon: Math.round(lon * 1e6),
  lat: Math.round(lat * 1e6),
  sog: null,
  cog: null,
  hdg: null,
  navStatus: 0,
});
const located = (p: VesselPosition, hdg: number | null = null): VesselLocation => ({
  ...p,
  hdg,
  dest: null,
  eta: null,
});

describe('sailedTrack', () => {
  it('ends at the latest position, drops points within 1e-4° and unwraps across 180°', () => {
    const track = [
      report('2026-01-01T00:00:00Z', 179.5, 40),
      report('2026-01-01T01:00:00Z', 179.50005, 40.00005),
      report('2026-01-01T02:00:00Z', -179.5, 40),
      report('2026-01-01T05:00:00Z', -170, 40),
    ];
    const path = sailedTrack(track, located(report('2026-01-01T03:00:00Z', -179, 40)));
    expect(path).toEqual([
      [179.5, 40],
      [180.5, 40],
      [181, 40],
    ]);
  });
});

describe('headings', () => {
  it('reads hdg, else cog, in 1/200°, ignoring "not available"', () => {
    expect(reportedHeading({ hdg: 18_000, cog: 100 })).toBe(90);
    expect(reportedHeading({ hdg: 511 * 200, cog: 36_000 })).toBe(180);
    expect(reportedHeading({ hdg: null, cog: null })).toBeNull();
  });
  it('takes the track bearing over the last 5 points, needing 2', () => {
    expect(trackHeading([[0, 0]])).toBeNull();
    expect(
      trackHeading([
        [50, 50],
        [0, 0],
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
      ]),
    ).toBeCloseTo(0);
  });
});

describe('remainingRoute', () => {
  const plan = (points: Position[]) => JSON.stringify(points);
  it('drops leading plan points behind the vessel (within 500 km, over 45° off its heading)', () => {
    // Sailing east at 150°E; the plan starts at a node 0.4° behind, then runs east.
    const points: Position[] = [
      [149.6, 30],
      ...Array.from({ length: 11 }, (_, i): Position => [151 + i * 3, 30]),
    ];
    const path = remainingRoute(plan(points), [150, 30], 90, [-118.3, 33.7]);
    expect(path[0]).toEqual([150, 30]);
    expect(path[1]).toEqual([151, 30]);
    expect(path[path.length - 1]?.[0]).toBeCloseTo(241.7);
  });
  it('keeps far points, and draws straight for a short or missing plan', () => {
    const far: Position[] = Array.from({ length: 12 }, (_, i): Position => [140 - i, 30]);
    expect(remainingRoute(plan(far), [150, 30], 90, [120, 30])[1]).toEqual([140, 30]);
    expect(remainingRoute(plan([[1, 1]]), [150, 30], 90, [160, 30])).toEqual([
      [150, 30],
      [160, 30],
    ]);
    expect(remainingRoute(null, [150, 30], null, [160, 30])).toHaveLength(2);
  });
});

describe('buildRoute with AIS', () => {
  const now = Date.parse('2026-01-11T00:00:00Z');
  const legs = buildLegs(shipmentFixture(), now);
  it('draws the AIS track solid to the vessel and the rest dashed, with the reported heading', () => {
    const route = buildRoute(legs, (leg) => [leg.from, leg.to], now, {
      delayed: false,
      podCode: 'USLAX',
      ais: {
        transport: 0,
        sailed: [
          [122, 31],
          [150, 35],
          [170, 38],
        ],
        remaining: [
          [170, 38],
          [200, 36],
        ],
        heading: 80,
      },
    });
    const [sailed, rest, truck] = route.lines.features;
    expect(sailed?.properties).toEqual({
      color: ROUTE_COLOURS.VESSEL,
      width: ROUTE_WIDTH.current,
      dashed: false,
    });
    expect(sailed?.geometry.coordinates).toEqual([
      [121.5, 31.2],
      [122, 31],
      [150, 35],
      [170, 38],
    ]);
    expect(rest?.properties.dashed).toBe(true);
    expect(rest?.geometry.coordinates.at(-1)?.[0]).toBeCloseTo(241.7);
    expect(truck?.properties.color).toBe(ROUTE_COLOURS.TRUCK);
    expect(route.vessel).toMatchObject({ position: [170, 38], heading: 80, source: 'ais' });
    expect(route.ports.get('USLAX')?.[0]).toBeCloseTo(241.7);
  });
  it('fills a track that starts at sea with the planned path up to it, not a line across land', () => {
    const planned: Position[] = [
      [121.5, 31.2],
      [125, 30],
      [130, 31],
      [140, 33],
      [-118.3, 33.7],
    ];
    expect(plannedLead(planned, [139.8, 33.1])).toEqual(planned.slice(0, 3));
    expect(plannedLead(planned, [121.6, 31.2])).toEqual([[121.5, 31.2]]);
    const route = buildRoute(legs, (leg) => (leg.mode === 'VESSEL' ? planned : [leg.from, leg.to]), now, {
      delayed: false,
      podCode: 'USLAX',
      ais: {
        transport: 0,
        sailed: [
          [139.8, 33.1],
          [141, 33.2],
        ],
        remaining: [
          [141, 33.2],
          [200, 36],
        ],
        heading: null,
      },
    });
    expect(route.lines.features[0]?.geometry.coordinates).toEqual([
      ...planned.slice(0, 3),
      [139.8, 33.1],
      [141, 33.2],
    ]);
    expect(route.vessel?.position).toEqual([141, 33.2]);
  });

  it('marks the estimate as the schedule source without AIS', () => {
    const route = buildRoute(legs, (leg) => [leg.from, leg.to], now, { delayed: false, podCode: 'USLAX' });
    expect(route.vessel).toMatchObject({ source: 'schedule', heading: null });
  });
});
