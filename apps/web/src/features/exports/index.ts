/** The exports feature's public API: what other rooms may import from it (apps/web/LAYERS.md). */
export { ListExportButton, type ListExportFilters, ListExportProgress } from './components/list-export';
