import type { ConnectorMeta } from '../../index.js';

/**
 * Terminal status (views.md §3–§5): US/KR/JP terminal records by the download call, CN port
 * events, and on-demand subscriptions for the ports that need them. Names exported from the
 * package root carry "Terminal" so they never clash with other connectors'.
 */
export {
  type BoxSelection as TerminalBoxSelection,
  createTerminalStatusClient,
  type TerminalProviderConfig,
  type TerminalStatusClient,
} from './client.js';
export {
  mapDownload as mapTerminalDownload,
  mapPortEvents as mapTerminalPortEvents,
  mapSubscription as mapTerminalSubscription,
  mapTerminalRecord,
} from './mapping.js';

export const terminalPortStatusConnector: ConnectorMeta & { capabilities: readonly string[] } = {
  id: 'terminal-port-status-1.0',
  kind: 'terminal',
  name: 'Terminal status (US/KR/JP terminal records, CN port events)',
  capabilities: ['download-by-business-number', 'port-events', 'on-demand-subscription'],
};
