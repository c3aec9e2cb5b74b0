/** The ocean-detail feature's public API: what other features may import from it (apps/web/LAYERS.md). */
export { OceanInfoDrawer } from './components/ocean-info-drawer';
