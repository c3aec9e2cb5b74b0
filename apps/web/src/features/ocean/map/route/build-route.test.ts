import { describe, expect, it } from 'vitest';
import type { Position } from '../../../../map/core/path-geometry';
import { buildLegs, type RouteLeg } from './build-legs';
import { buildRoute } from './build-route';
import { shipmentFixture } from './fixtures';
import { ROUTE_COLOURS, ROUTE_WIDTH } from './route-colours';
import { seaLegPath } from './sea-path';

const T = (iso: string) => Date.parse(iso);
const straight = (leg: RouteLeg): Position[] => [leg.from, leg.to];
const styles = (route: ReturnType<typeof buildRoute>) => route.lines.features.map((f) => f.properties);

describe('buildRoute', () => {
  const legs = buildLegs(shipmentFixture(), T('2026-01-11T00:00:00Z'));

  it('splits the current sea leg at the estimated position: sailed solid and thick, rest dashed', () => {
    const route = buildRoute(legs, straight, T('2026-01-11T00:00:00Z'), { delayed: false, podCode: 'USLAX' });
    expect(styles(route)).toEqual([
      { color: ROUTE_COLOURS.VESSEL, width: ROUTE_WIDTH.current, dashed: false },
      { color: ROUTE_COLOURS.VESSEL, width: ROUTE_WIDTH.normal, dashed: true },
      { color: ROUTE_COLOURS.TRUCK, width: ROUTE_WIDTH.normal, dashed: true },
    ]);
    // Half-way in time is half-way along the path; the path crosses 180° eastwards (unwrapped).
    expect(route.vessel?.position[0]).toBeCloseTo((121.5 + 241.7) / 2, 0);
    expect(route.vessel?.path[0]).toEqual([121.5, 31.2]);
    expect(route.vessel?.vesselName).toBe('EVER GIVEN');
    // The truck leg continues on the same world copy as the Pacific crossing.
    expect(route.ports.get('USPHX')?.[0]).toBeCloseTo(-112.1 + 360);
  });

  it('draws past legs solid and the current truck leg dark green and thick', () => {
    const route = buildRoute(legs, straight, T('2026-01-23T12:00:00Z'), { delayed: false, podCode: 'USLAX' });
    expect(styles(route)).toEqual([
      { color: ROUTE_COLOURS.VESSEL, width: ROUTE_WIDTH.normal, dashed: false },
      { color: ROUTE_COLOURS.TRUCK_CURRENT, width: ROUTE_WIDTH.current, dashed: false },
    ]);
    expect(route.vessel).toBeNull();
  });

  it('turns the sea route orange when delayed and anchors the tooltip mid-leg', () => {
    const route = buildRoute(legs, straight, T('2026-01-11T00:00:00Z'), { delayed: true, podCode: 'USLAX' });
    expect(route.lines.features[0]?.properties.color).toBe(ROUTE_COLOURS.DELAY);
    expect(route.lines.features[2]?.properties.color).toBe(ROUTE_COLOURS.TRUCK);
    expect(route.delayAnchor?.[0]).toBeCloseTo((121.5 + 241.7) / 2, 0);
  });

  it('draws the straight remainder once the vessel is within 5° of longitude of the POD', () => {
    const path: Position[] = [
      [121.5, 31.2],
      [200, 40],
      [230, 35],
      [241.7, 33.7],
    ];
    // 99% of the way: within 5° of the destination.
    const now = T('2026-01-01T00:00:00Z') + 0.99 * (T('2026-01-21T00:00:00Z') - T('2026-01-01T00:00:00Z'));
    const route = buildRoute(legs, (leg) => (leg.mode === 'VESSEL' ? path : straight(leg)), now, {
      delayed: false,
      podCode: 'USLAX',
    });
    expect(route.lines.features[1]?.geometry.coordinates).toHaveLength(2);
    const early = buildRoute(
      legs,
      (leg) => (leg.mode === 'VESSEL' ? path : straight(leg)),
      T('2026-01-02T00:00:00Z'),
      {
        delayed: false,
        podCode: 'USLAX',
      },
    );
    expect(early.lines.features[1]?.geometry.coordinates.length).toBeGreaterThan(2);
  });
});

describe('seaLegPath', () => {
  const from: Position = [121.5, 31.2];
  const to: Position = [-118.3, 33.7];

  it('uses a plan of more than 10 points, joined to both ports and unwrapped', () => {
    const plan = JSON.stringify(Array.from({ length: 11 }, (_, i) => [122 + i * 12, 31 + (i % 2)]));
    const path = seaLegPath(plan, from, to);
    expect(path).toHaveLength(13);
    expect(path[0]).toEqual(from);
    expect(path[12]?.[0]).toBeCloseTo(241.7);
  });

  it('draws a straight line for a short, empty, missing or malformed plan', () => {
    const straightLine = [from, [241.7, 33.7]];
    expect(seaLegPath(JSON.stringify([[1, 2]]), from, to)).toEqual(straightLine);
    expect(seaLegPath('[]', from, to)).toEqual(straightLine);
    expect(seaLegPath(undefined, from, to)).toEqual(straightLine);
    expect(seaLegPath('not json', from, to)).toEqual(straightLine);
  });
});
