/**
 * Map settings read once at build time (Vite `import.meta.env`). The base map works offline; these
 * optional XYZ raster URL templates ({z}/{x}/{y}) add layers when a deployment has tile services:
 *   VITE_MAP_GEO_TILES     — a street/terrain base map, offered instead of the offline one
 *   VITE_MAP_OCEAN_TILES   — an ocean (bathymetry) base map, offered instead of the offline one
 *   VITE_MAP_SEAMARK_TILES — an OpenSeaMap-style sea-mark overlay, drawn on top of any base
 * Unset or empty means the layer does not exist and no switcher is shown for it.
 */
export interface TileConfig {
  geo: string | null;
  ocean: string | null;
  seamark: string | null;
}

const tile = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export const TILES: TileConfig = {
  geo: tile(import.meta.env.VITE_MAP_GEO_TILES),
  ocean: tile(import.meta.env.VITE_MAP_OCEAN_TILES),
  seamark: tile(import.meta.env.VITE_MAP_SEAMARK_TILES),
};

/**
 * views.md §2 Map: zoom minimum 2, initial 3, latitude ±85 (longitude: see MapView). The spec's
 * levels are of 256-pixel tiles (its "permanent tooltip" markers are Leaflet's); MapLibre's zoom
 * counts 512-pixel tiles, so the same scales are one level lower here: 2 → 1 and 3 → 2. At
 * MapLibre zoom 2 a phone would show a sixth of the world and could not fit Shanghai–Los Angeles.
 */
export const MAP_LIMITS = {
  minZoom: 1,
  initialZoom: 2,
  maxLat: 85,
  maxZoom: 18,
  /** A port or shipment centred on its own when nothing else is drawn. */
  initialCenter: [120, 25] as [number, number],
} as const;

/** Offline base map colours: water behind Natural Earth land. */
export const BASE_COLOURS = {
  ocean: '#a8cbe8',
  land: '#f4f1ea',
  coast: '#9fb5c8',
} as const;
