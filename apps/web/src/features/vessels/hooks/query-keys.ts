/** TanStack Query keys of the vessel resources: [key, params]. Live positions write `location`. */
export const VESSEL_KEYS = {
  location: 'vesselLocation',
  current: 'vesselCurrent',
  search: 'vesselSearch',
  track: 'vesselTrack',
} as const;
