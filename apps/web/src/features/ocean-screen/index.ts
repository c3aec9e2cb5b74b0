/** The ocean-screen feature's public API: what other features may import from it (apps/web/LAYERS.md). */
export { DRAWER_TOGGLE_ATTRIBUTE } from './ocean-map-screen';
