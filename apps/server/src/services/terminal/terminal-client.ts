import { createTerminalStatusClient, type TerminalStatusClient } from '@tracklane/connectors';
import type { Config } from '../../config.js';

/**
 * The terminal-status provider of this process, installed at start-up by
 * plugins/ocean-providers.ts (configured endpoint, else the sandbox world's terminal server);
 * a process that installed none builds it from its environment on first use.
 */
let installed: TerminalStatusClient | null | undefined;
let fromEnvironment: TerminalStatusClient | null | undefined;

type ProviderSettings = Pick<Config, 'terminalUrl' | 'terminalApiKey'>;

/** Terminal calls answer a person waiting on a page: a stuck provider must fail fast. */
const TERMINAL_TIMEOUT_MS = 10_000;

export function terminalClientFrom(
  config: ProviderSettings,
  sandbox: { endpoints: { terminal: string }; apiKey: string } | null,
): TerminalStatusClient | null {
  if (config.terminalUrl && config.terminalApiKey) {
    return createTerminalStatusClient({
      baseUrl: config.terminalUrl,
      apiKey: config.terminalApiKey,
      timeoutMs: TERMINAL_TIMEOUT_MS,
    });
  }
  if (sandbox) {
    return createTerminalStatusClient({
      baseUrl: sandbox.endpoints.terminal,
      apiKey: sandbox.apiKey,
      timeoutMs: TERMINAL_TIMEOUT_MS,
    });
  }
  return null;
}

/** Returns a function that uninstalls it again (only if nobody replaced it meanwhile). */
export function installTerminalClient(client: TerminalStatusClient | null): () => void {
  installed = client;
  return () => {
    if (installed === client) installed = undefined;
  };
}

export async function currentTerminalClient(): Promise<TerminalStatusClient | null> {
  if (installed !== undefined) return installed;
  if (fromEnvironment === undefined) {
    const { loadConfig } = await import('../../config.js');
    fromEnvironment = terminalClientFrom(loadConfig(process.env), null);
  }
  return fromEnvironment;
}
