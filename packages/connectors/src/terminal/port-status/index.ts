import type { ProviderConnector } from '../../connector.js';
import { createTerminalStatusClient } from './client.js';

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

/** Terminal calls answer a person waiting on a page: a stuck provider must fail fast. */
const TERMINAL_TIMEOUT_MS = 10_000;

export const terminalPortStatusConnector: ProviderConnector<'terminal-status'> = {
  id: 'terminal-port-status-1.0',
  kind: 'terminal',
  provides: 'terminal-status',
  name: 'Terminal status (US/KR/JP terminal records, CN port events)',
  create: ({ baseUrl, apiKey }) =>
    createTerminalStatusClient({ baseUrl, apiKey, timeoutMs: TERMINAL_TIMEOUT_MS }),
  capabilities: ['download-by-business-number', 'port-events', 'on-demand-subscription'],
};
