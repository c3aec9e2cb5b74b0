import { createDcsaTntClient, type OceanTrackingClient } from '@tracklane/connectors';
import type { Config } from '../../config.js';

/**
 * The ocean tracking provider of this process. Job handlers get only the database from the job
 * queue, so the provider lives here: the API process (embedded deployment) installs the sandbox
 * world's or the configured one at start-up (plugins/ocean-providers.ts); a worker process, which
 * has no sandbox, builds it from its environment on first use.
 */
let installed: OceanTrackingClient | null | undefined;
let fromEnvironment: OceanTrackingClient | null | undefined;

type ProviderSettings = Pick<Config, 'oceanTntUrl' | 'oceanTntApiKey'>;

/** Configured endpoint first (production), else the sandbox world's T&T server, else none. */
export function oceanClientFrom(
  config: ProviderSettings,
  sandbox: { endpoints: { dcsaTnt: string }; apiKey: string } | null,
): OceanTrackingClient | null {
  if (config.oceanTntUrl && config.oceanTntApiKey) {
    return createDcsaTntClient({ baseUrl: config.oceanTntUrl, apiKey: config.oceanTntApiKey });
  }
  if (sandbox) return createDcsaTntClient({ baseUrl: sandbox.endpoints.dcsaTnt, apiKey: sandbox.apiKey });
  return null;
}

/** Returns a function that uninstalls it again (only if nobody replaced it meanwhile). */
export function installOceanClient(client: OceanTrackingClient | null): () => void {
  installed = client;
  return () => {
    if (installed === client) installed = undefined;
  };
}

export async function currentOceanClient(): Promise<OceanTrackingClient | null> {
  if (installed !== undefined) return installed;
  if (fromEnvironment === undefined) {
    const { loadConfig } = await import('../../config.js');
    fromEnvironment = oceanClientFrom(loadConfig(process.env), null);
  }
  return fromEnvironment;
}
