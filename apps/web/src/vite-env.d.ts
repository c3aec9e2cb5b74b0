/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Comma-separated extra protected paths for the login guard. */
  readonly VITE_GUARD_EXTRA_PROTECTED?: string;
  /** Comma-separated paths never forced to log in. */
  readonly VITE_GUARD_EXEMPT?: string;
  /** API host when it differs from the page's origin; empty means same origin. */
  readonly VITE_API_BASE?: string;
  /** XYZ tile URL template of a geo base map (offered beside the offline one). */
  readonly VITE_MAP_GEO_TILES?: string;
  /** XYZ tile URL template of an ocean base map. */
  readonly VITE_MAP_OCEAN_TILES?: string;
  /** XYZ tile URL template of a sea-mark overlay (OpenSeaMap). */
  readonly VITE_MAP_SEAMARK_TILES?: string;
}
