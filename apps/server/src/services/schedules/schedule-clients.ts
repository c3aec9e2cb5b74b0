import {
  createDcsaCsClient,
  createDcsaOvsClient,
  type DcsaCsClient,
  type DcsaOvsClient,
} from '@tracklane/connectors';
import type { Config } from '../../config.js';

/**
 * The schedule providers of this process: OVS 3.0 (voyages, port calls, statuses) and CS 1.0
 * (cut-offs). Like the ocean client: the API process installs the configured endpoints or the
 * sandbox world's at start-up (plugins/schedule-providers.ts); a worker, which has no sandbox,
 * builds them from its environment on first use.
 */
export interface ScheduleClients {
  ovs: DcsaOvsClient | null;
  cs: DcsaCsClient | null;
  /** SCHEDULE_CARRIER_CODE: the carrier whose endpoints these are; null for an aggregator. */
  carrierCode: string | null;
  /** For the ingest run's record: which endpoint answered. */
  source: string;
}

type Settings = Pick<
  Config,
  'scheduleOvsUrl' | 'scheduleOvsApiKey' | 'scheduleCsUrl' | 'scheduleCsApiKey' | 'scheduleCarrierCode'
>;
type SandboxEndpoints = { endpoints: { dcsaCs: string; dcsaOvs: string }; apiKey: string } | null;

let installed: ScheduleClients | undefined;
let fromEnvironment: ScheduleClients | undefined;

/** Configured endpoints first (production), else the sandbox world's servers, else none. */
export function scheduleClientsFrom(config: Settings, sandbox: SandboxEndpoints): ScheduleClients {
  const ovs =
    config.scheduleOvsUrl && config.scheduleOvsApiKey
      ? createDcsaOvsClient({ baseUrl: config.scheduleOvsUrl, apiKey: config.scheduleOvsApiKey })
      : sandbox
        ? createDcsaOvsClient({ baseUrl: sandbox.endpoints.dcsaOvs, apiKey: sandbox.apiKey })
        : null;
  const cs =
    config.scheduleCsUrl && config.scheduleCsApiKey
      ? createDcsaCsClient({ baseUrl: config.scheduleCsUrl, apiKey: config.scheduleCsApiKey })
      : sandbox
        ? createDcsaCsClient({ baseUrl: sandbox.endpoints.dcsaCs, apiKey: sandbox.apiKey })
        : null;
  return {
    ovs,
    cs,
    carrierCode: config.scheduleCarrierCode ?? null,
    source: config.scheduleOvsUrl ? new URL(config.scheduleOvsUrl).host : sandbox ? 'sandbox' : 'none',
  };
}

/** Returns a function that uninstalls them again (only if nobody replaced them meanwhile). */
export function installScheduleClients(clients: ScheduleClients): () => void {
  installed = clients;
  return () => {
    if (installed === clients) installed = undefined;
  };
}

export async function currentScheduleClients(): Promise<ScheduleClients> {
  if (installed !== undefined) return installed;
  if (fromEnvironment === undefined) {
    const { loadConfig } = await import('../../config.js');
    fromEnvironment = scheduleClientsFrom(loadConfig(process.env), null);
  }
  return fromEnvironment;
}
