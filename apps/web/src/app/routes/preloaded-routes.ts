import type { Namespace } from '../locale/resources';

export interface PreloadedRoute {
  /** Source modules (from apps/web) whose chunks, with their static imports, the route runs. */
  modules: readonly string[];
  /** The route's string namespaces beyond the shell's: its `ns` in route-table.ts (tested). */
  ns: readonly Namespace[];
  /** Assets the route fetch()es, by the end of their source path (imported with `?url`). */
  fetches?: readonly string[];
}

/** The light land every map draws first (map/core/load-land.ts). */
const MAP_DATA = ['world-atlas/land-110m.json'];

/**
 * The map screens, whose code is the heaviest (MapLibre): index.html starts fetching their chunks
 * and strings while the shell's code is still on its way, instead of after it ran
 * (build/route-preload-plugin.ts). A module missing from the build fails the build.
 */
export const PRELOADED_ROUTES: Readonly<Record<string, PreloadedRoute>> = {
  '/ocean/detail': {
    modules: ['src/pages/ocean-detail/ocean-detail-page.tsx', 'src/features/ocean/map/ocean-route-map.tsx'],
    ns: ['oceanDetail', 'ocean', 'map'],
    fetches: MAP_DATA,
  },
  '/map/ocean': {
    modules: ['src/pages/ocean-map/ocean-map-page.tsx', 'src/features/ocean/map/ocean-route-map.tsx'],
    ns: ['oceanDetail', 'ocean', 'map'],
    fetches: MAP_DATA,
  },
  '/map/port': {
    modules: ['src/pages/port-map/port-map-page.tsx'],
    ns: ['map'],
    fetches: MAP_DATA,
  },
};
