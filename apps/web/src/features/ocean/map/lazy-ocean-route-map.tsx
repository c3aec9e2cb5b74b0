import { lazy, Suspense } from 'react';
import type { OceanRouteMapProps } from './ocean-route-map';

// Started when a page that shows the map is loaded, not when the map first renders: MapLibre
// (about 290 KB gzip) then downloads while the page fetches its shipment, instead of before it.
const mapModule = import('./ocean-route-map');
const OceanRouteMap = lazy(async () => ({ default: (await mapModule).OceanRouteMap }));

/**
 * The ocean route map, loaded beside the page rather than in its chunk, so the drawer and the
 * shipment call need not wait for MapLibre. Until it arrives the wrapper shows the same test id
 * and the 'loading' route state as the map itself.
 */
export function LazyOceanRouteMap(props: OceanRouteMapProps) {
  return (
    <Suspense
      fallback={
        <div
          data-testid="ocean-route-map"
          data-route-state="loading"
          style={{ width: '100%', height: '100%' }}
        />
      }
    >
      <OceanRouteMap {...props} />
    </Suspense>
  );
}
