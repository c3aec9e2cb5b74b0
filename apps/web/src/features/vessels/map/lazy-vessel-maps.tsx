import { lazy, Suspense } from 'react';
import type { VesselSearchMapProps } from './vessel-search-map';
import type { VesselTrackMapProps } from './vessel-track-map';

// MapLibre (the largest chunk) downloads beside the page, so the list and particulars need not
// wait for it; started on import of this module, not on the map's first render.
const searchModule = import('./vessel-search-map');
const trackModule = import('./vessel-track-map');
const SearchMap = lazy(async () => ({ default: (await searchModule).VesselSearchMap }));
const TrackMap = lazy(async () => ({ default: (await trackModule).VesselTrackMap }));

const placeholder = <div className="tl-vessel-map" />;

export function LazyVesselSearchMap(props: VesselSearchMapProps) {
  return (
    <Suspense fallback={placeholder}>
      <SearchMap {...props} />
    </Suspense>
  );
}

export function LazyVesselTrackMap(props: VesselTrackMapProps) {
  return (
    <Suspense fallback={placeholder}>
      <TrackMap {...props} />
    </Suspense>
  );
}
