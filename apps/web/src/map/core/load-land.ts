import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import detailedUrl from 'world-atlas/land-50m.json?url';
import lightUrl from 'world-atlas/land-110m.json?url';
import { flattenCollection } from './antimeridian';

/**
 * Natural Earth land (world-atlas, ISC; /work/shared/data/SOURCES.md) in two scales, served from
 * the app's own origin as static assets rather than bundled: they are data, not code, and the
 * browser caches them. 'light' is 1:110m (55 KB): parsed and tiled in tens of milliseconds, so a
 * map shows land as soon as it has loaded. 'detailed' is 1:50m (546 KB), whose parsing and tiling
 * take a slow machine a second or two; it replaces the light one once the map's own data is drawn.
 */
export type LandScale = 'light' | 'detailed';

const URLS: Record<LandScale, string> = { light: lightUrl, detailed: detailedUrl };
const bodies = new Map<LandScale, Promise<string>>();
const lands = new Map<LandScale, Promise<FeatureCollection>>();

/** Keeps a pending promise in `cache` until it fails, so that the next map tries again. */
function cached<T>(cache: Map<LandScale, Promise<T>>, scale: LandScale, make: () => Promise<T>): Promise<T> {
  const known = cache.get(scale);
  if (known) return known;
  const pending = make();
  cache.set(scale, pending);
  pending.catch(() => {
    if (cache.get(scale) === pending) cache.delete(scale);
  });
  return pending;
}

/**
 * Starts downloading a land (a network task only; nothing is parsed yet), so that it is there
 * when the map asks for it.
 */
export function prefetchLand(scale: LandScale): Promise<string> {
  return cached(bodies, scale, () => fetch(URLS[scale]).then((response) => response.text()));
}

/**
 * A land as GeoJSON. Parsing and converting the detailed topology takes the main thread a while on
 * a slow machine, so maps ask for it only once the route they show is drawn (map-view.tsx).
 */
export function loadLand(scale: LandScale): Promise<FeatureCollection> {
  return cached(lands, scale, () =>
    prefetchLand(scale).then((text) => {
      const topology = JSON.parse(text) as Topology<{ land: GeometryCollection }>;
      return flattenCollection(feature(topology, topology.objects.land) as FeatureCollection);
    }),
  );
}
