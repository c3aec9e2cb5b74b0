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
 * views.md §2 Map and §9 as the specification states them. Its zoom levels are Leaflet's, of
 * 256-pixel tiles; MapLibre counts 512-pixel tiles, so a Leaflet level z shows the scale of
 * MapLibre level z − 1 (docs/map-constants.md; map-constants.test.ts checks the scales agree).
 */
export const SPEC_MAP = {
  minZoom: 2,
  initialZoom: 3,
  tileSize: 256,
  maxLat: 85,
  maxLng: 3600,
} as const;

/** MapLibre's tiles are 512 pixels wide. */
export const MAPLIBRE_TILE_SIZE = 512;

/** The MapLibre zoom that shows the ground at the scale of a zoom counted in `tileSize` tiles. */
export const zoomForTileSize = (zoom: number, tileSize: number): number =>
  zoom + Math.log2(tileSize / MAPLIBRE_TILE_SIZE);

/**
 * The spec's limits in MapLibre's terms: zoom minimum 2 → 1 and initial 3 → 2 (the same scales; at
 * MapLibre zoom 2 a phone would show a sixth of the world and could not fit Shanghai–Los Angeles),
 * latitude ±85, longitude unbounded (MapView: the spec's ±3600 is ten world copies either way,
 * i.e. "pan freely"; MapLibre 6 breaks on a finite range that wide with world copies).
 */
export const MAP_LIMITS = {
  minZoom: zoomForTileSize(SPEC_MAP.minZoom, SPEC_MAP.tileSize),
  initialZoom: zoomForTileSize(SPEC_MAP.initialZoom, SPEC_MAP.tileSize),
  maxLat: SPEC_MAP.maxLat,
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
