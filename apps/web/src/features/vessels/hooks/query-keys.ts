import { queryOptions } from '@tanstack/react-query';
import { vesselApi } from '../api/vessel-api';

/** TanStack Query keys of the vessel resources: [key, params]. Live positions write `location`. */
export const VESSEL_KEYS = {
  location: 'vesselLocation',
  current: 'vesselCurrent',
  search: 'vesselSearch',
  track: 'vesselTrack',
  aisStations: 'aisStations',
} as const;

/**
 * The one key and call of a vessel's latest position: useVesselLocation, useVesselLocations and the
 * ocean map's prefetch read it; live pushes (use-vessel-live) write it.
 */
export const vesselLocationQuery = (mmsi: number | null) =>
  queryOptions({
    queryKey: [VESSEL_KEYS.location, mmsi],
    queryFn: () => vesselApi.location(mmsi as number),
    retry: false,
  });

/**
 * The one key and call of a vessel's track between two ISO times: the track page's range
 * (useVesselTrack) and the ocean map's leg since departure, which live pushes extend.
 */
export const vesselTrackQuery = (
  mmsi: number | null,
  start: string | null | undefined,
  end: string | null | undefined,
) =>
  queryOptions({
    queryKey: [VESSEL_KEYS.track, { mmsi, start, end }],
    queryFn: () => vesselApi.track(mmsi as number, new Date(start as string), new Date(end as string)),
    retry: false,
  });
