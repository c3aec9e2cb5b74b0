import { distanceNm, type LonLat, wrapLon } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { loadReferenceData } from '../../reference/load-reference-data.js';
import { seaRouterFor } from '../../reference/load-sea-router.js';
import { planSeaRoute } from './plan-route.js';
import { plannedPortRoute } from './port-route.js';

const { ports } = loadReferenceData();
const router = seaRouterFor(ports);

function portAt(code: string): LonLat {
  const port = ports.get(code);
  if (port?.lon == null || port.lat == null) throw new Error(`no position for ${code}`);
  return [port.lon, port.lat];
}

function nearestNm(points: readonly [number, number][], target: LonLat): number {
  return Math.min(...points.map(([lon, lat]) => distanceNm([wrapLon(lon), lat], target)));
}

const PANAMA: LonLat = [-79.9, 9.1];
const SUEZ: LonLat = [32.55, 29.95];
const PORT_SAID: LonLat = [32.5, 32.3];
const MALACCA: LonLat = [103.85, 1.25];

describe('planSeaRoute', () => {
  it('crosses the Pacific from Los Angeles to Shanghai, continuous across 180°', () => {
    const points = planSeaRoute(router, portAt('USLAX'), portAt('CNSHA'));
    expect(points.length).toBeGreaterThan(10);
    // Unwrapped westwards: from about −118 down to Shanghai's 121.5 − 360 = −238.5.
    expect(points[0]?.[0]).toBeCloseTo(portAt('USLAX')[0], 6);
    expect(points[points.length - 1]?.[0]).toBeCloseTo(portAt('CNSHA')[0] - 360, 6);
    for (let i = 1; i < points.length; i++) {
      const step = (points[i]?.[0] as number) - (points[i - 1]?.[0] as number);
      expect(Math.abs(step)).toBeLessThan(5); // no jump across the map
      expect(step).toBeLessThan(0.5); // westwards all the way, give or take a harbour bend
    }
    // Stays in the Pacific: between the two ports' longitudes (no Atlantic or Indian Ocean
    // detour), nowhere near Panama or the Malacca Strait, never south of 10N.
    expect(Math.max(...points.map((p) => p[0]))).toBeLessThan(-117);
    expect(Math.min(...points.map((p) => p[0]))).toBeGreaterThan(-240);
    expect(nearestNm(points, PANAMA)).toBeGreaterThan(2_000);
    expect(nearestNm(points, MALACCA)).toBeGreaterThan(1_500);
    expect(Math.min(...points.map((p) => p[1]))).toBeGreaterThan(10);
  });

  it('sails Rotterdam to Singapore via Suez and Malacca', () => {
    const points = planSeaRoute(router, portAt('NLRTM'), portAt('SGSIN'));
    expect(points.length).toBeGreaterThan(10);
    expect(nearestNm(points, PORT_SAID)).toBeLessThan(50);
    expect(nearestNm(points, SUEZ)).toBeLessThan(30);
    expect(nearestNm(points, MALACCA)).toBeLessThan(60);
    // No 180° crossing on this route: every longitude stays in [−180, 180].
    expect(points.every(([lon]) => Math.abs(lon) <= 180)).toBe(true);
  });

  it('plans nothing within 5° of longitude of the destination', () => {
    const singapore = portAt('SGSIN');
    expect(planSeaRoute(router, [singapore[0] - 4.9, singapore[1] + 2], singapore)).toEqual([]);
    expect(planSeaRoute(router, [singapore[0] - 5.5, 6], singapore).length).toBeGreaterThan(10);
  });

  it('starts at the vessel and ends at the destination, with no two points within 1e-4°', () => {
    const vessel: LonLat = [-150, 35]; // mid-Pacific, off the lanes
    const points = planSeaRoute(router, vessel, portAt('JPTYO'));
    expect(points[0]).toEqual(vessel);
    const last = points[points.length - 1] as [number, number];
    expect(wrapLon(last[0])).toBeCloseTo(portAt('JPTYO')[0], 6);
    for (let i = 1; i < points.length; i++) {
      const [a, b] = [points[i - 1] as [number, number], points[i] as [number, number]];
      expect(Math.abs(a[0] - b[0]) >= 1e-4 || Math.abs(a[1] - b[1]) >= 1e-4).toBe(true);
    }
  });

  it('plans nothing from far inland (no believable sea route)', () => {
    expect(planSeaRoute(router, [100, 47], portAt('SGSIN'))).toEqual([]); // Mongolia
  });
});

describe('plannedPortRoute', () => {
  it('is a LineString of more than 10 points for an ocean crossing', () => {
    const line = plannedPortRoute(router, ports, 'NLRTM', 'USNYC');
    expect(line?.type).toBe('LineString');
    expect(line?.coordinates.length).toBeGreaterThan(10);
  });

  it('refuses an unknown port code with 40000', () => {
    expect(() => plannedPortRoute(router, ports, 'XXZZZ', 'NLRTM')).toThrow(
      expect.objectContaining({ statusCode: 40000 }),
    );
  });
});
