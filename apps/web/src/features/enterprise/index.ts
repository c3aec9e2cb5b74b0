/** The enterprise feature's public API: what other features may import from it (apps/web/LAYERS.md). */
export { ENTERPRISE_ROOT, hasEnterpriseEntry } from './sections';
