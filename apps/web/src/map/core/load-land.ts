import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landUrl from 'world-atlas/land-50m.json?url';
import { flattenCollection } from './antimeridian';

let land: Promise<FeatureCollection> | null = null;

async function fetchLand(): Promise<FeatureCollection> {
  const response = await fetch(landUrl);
  const topology = (await response.json()) as Topology<{ land: GeometryCollection }>;
  return flattenCollection(feature(topology, topology.objects.land) as FeatureCollection);
}

/**
 * Natural Earth 1:50m land (world-atlas), fetched once from the app's own origin as a static asset
 * rather than bundled: it is data, not code, and the browser caches it across pages.
 */
export function loadLand(): Promise<FeatureCollection> {
  const pending = land ?? fetchLand();
  land = pending;
  // A failed fetch is not cached: the next map tries again.
  pending.catch(() => {
    if (land === pending) land = null;
  });
  return pending;
}
