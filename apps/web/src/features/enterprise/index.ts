/** The enterprise feature's public API: what other features may import from it (apps/web/LAYERS.md). */

export { useOrganization } from './hooks/use-organization';
export { can, ENTERPRISE_ROOT, hasEnterpriseEntry } from './sections';
