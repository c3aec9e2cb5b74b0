/** The ports feature's public API: what other features may import from it (apps/web/LAYERS.md). */
export { portsApi } from './api/ports-api';
