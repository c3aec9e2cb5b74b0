import type { StyleSpecification } from 'maplibre-gl';
import { BASE_COLOURS, type TileConfig } from './map-config';

export type BaseLayerId = 'offline' | 'geo' | 'ocean';

export const LAND_SOURCE = 'base-land';
/**
 * Transparent until the map has drawn its land (map-view.tsx sets its opacity then): meanwhile the
 * land sketched under the map's canvas shows through, on the map element's ocean colour.
 */
export const OCEAN_LAYER = 'base-ocean';
const OFFLINE_LAYERS = ['base-land-fill', 'base-land-line'];

/**
 * The style every map starts from. It references no remote URL and has no glyphs or sprite: land
 * arrives later by setData (Natural Earth from world-atlas, served with the app), text on the map
 * is HTML markers. Configured raster tiles are added hidden; the switcher shows one base at a time.
 */
export function baseStyle(tiles: TileConfig): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: { [LAND_SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } },
    layers: [
      {
        id: OCEAN_LAYER,
        type: 'background',
        paint: { 'background-color': BASE_COLOURS.ocean, 'background-opacity': 0 },
      },
      { id: 'base-land-fill', type: 'fill', source: LAND_SOURCE, paint: { 'fill-color': BASE_COLOURS.land } },
      {
        id: 'base-land-line',
        type: 'line',
        source: LAND_SOURCE,
        paint: { 'line-color': BASE_COLOURS.coast, 'line-width': 0.6 },
      },
    ],
  };
  const raster = (id: string, url: string, visible: boolean) => {
    style.sources[id] = { type: 'raster', tiles: [url], tileSize: 256 };
    style.layers.push({
      id,
      type: 'raster',
      source: id,
      layout: { visibility: visible ? 'visible' : 'none' },
    });
  };
  if (tiles.geo) raster('base-geo', tiles.geo, false);
  if (tiles.ocean) raster('base-ocean-tiles', tiles.ocean, false);
  if (tiles.seamark) raster('overlay-seamark', tiles.seamark, false);
  return style;
}

/** Layer visibility for a chosen base; the offline land stays under a raster base as a fallback. */
export function baseVisibility(base: BaseLayerId): Record<string, boolean> {
  return {
    'base-geo': base === 'geo',
    'base-ocean-tiles': base === 'ocean',
    ...Object.fromEntries(OFFLINE_LAYERS.map((id) => [id, true])),
  };
}
