import type { DcsaCsClient, DcsaOvsClient } from '@tracklane/connectors';

/**
 * The schedule providers of this process: OVS 3.0 (voyages, port calls, statuses) and CS 1.0
 * (cut-offs), resolved from the provider registry at start-up (providers/resolve-providers.ts)
 * and handed to the schedules.ingest job in its context.
 */
export interface ScheduleClients {
  ovs: DcsaOvsClient | null;
  cs: DcsaCsClient | null;
  /** SCHEDULE_CARRIER_CODE: the carrier whose endpoints these are; null for an aggregator. */
  carrierCode: string | null;
  /** For the ingest run's record: which endpoint answered. */
  source: string;
}
