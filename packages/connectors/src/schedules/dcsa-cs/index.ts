import type { ProviderConnector } from '../../connector.js';
import { createDcsaCsClient } from './client.js';

/**
 * DCSA Commercial Schedules 1.0: createDcsaCsClient(config) → vessel schedules with cut-offs
 * (what the ingest merges onto the OVS calls), point-to-point routings and port schedules.
 */
export {
  CS_PATHS,
  CS_SPEC_FILE,
  createDcsaCsClient,
  type DcsaCsClient,
  type DcsaCsClientOptions,
} from './client.js';
export { CS_CUT_OFF_CODES, readCutOffs as readCsCutOffs } from './codes.js';
export {
  mapPointToPointRoutes,
  mapPortSchedules,
  mapVesselSchedules,
  type P2pPlace,
  type P2pRoute,
  type P2pRouteLeg,
  type PortScheduleEntry,
} from './mapping.js';

export const dcsaCsConnector: ProviderConnector<'schedule-cs'> = {
  id: 'dcsa-cs-1.0',
  kind: 'schedule',
  provides: 'schedule-cs',
  name: 'DCSA Commercial Schedules 1.0',
  create: ({ baseUrl, apiKey }) => createDcsaCsClient({ baseUrl, apiKey }),
  capabilities: ['vessel-schedules', 'cut-offs', 'point-to-point-routes', 'port-schedules'],
};
