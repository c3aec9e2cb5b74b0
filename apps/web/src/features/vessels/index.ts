/** The vessels feature's public API: what other features may import from it (apps/web/LAYERS.md). */
export { vesselLocationQuery, vesselTrackQuery } from './hooks/query-keys';
export { useVesselLive } from './hooks/use-vessel-live';
export { useVesselLocation } from './hooks/use-vessel-location';
export { degreesOf, lngLatOf } from './units';
