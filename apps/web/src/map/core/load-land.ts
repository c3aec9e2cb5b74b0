import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landUrl from 'world-atlas/land-50m.json?url';
import { flattenCollection } from './antimeridian';

let body: Promise<string> | null = null;
let land: Promise<FeatureCollection> | null = null;

/**
 * Starts downloading the land (a network task only; nothing is parsed yet), so that it is there
 * when the map asks for it. Natural Earth 1:50m land (world-atlas) comes from the app's own origin
 * as a static asset rather than bundled: it is data, not code, and the browser caches it.
 */
export function prefetchLand(): Promise<string> {
  const pending = body ?? fetch(landUrl).then((response) => response.text());
  body = pending;
  // A failed fetch is not kept: the next map tries again.
  pending.catch(() => {
    if (body === pending) body = null;
  });
  return pending;
}

/**
 * The land as GeoJSON. Parsing and converting the topology takes the main thread a while on a slow
 * machine, so maps ask for it only once the route they show is drawn (map-view.tsx).
 */
export function loadLand(): Promise<FeatureCollection> {
  const pending =
    land ??
    prefetchLand().then((text) => {
      const topology = JSON.parse(text) as Topology<{ land: GeometryCollection }>;
      return flattenCollection(feature(topology, topology.objects.land) as FeatureCollection);
    });
  land = pending;
  pending.catch(() => {
    if (land === pending) land = null;
  });
  return pending;
}
