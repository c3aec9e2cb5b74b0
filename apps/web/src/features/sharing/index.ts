/** The sharing feature's public API (issue 22): share links, the shared page, my links. */

export { ShareLinkPanel } from './components/share-link-panel';
export { ShareLinksList } from './components/share-links-list';
export { SharedShipments } from './components/shared-shipments';
export { useSharedView } from './hooks/use-share-links';
