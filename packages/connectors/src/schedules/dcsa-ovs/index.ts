import type { ProviderConnector } from '../../connector.js';
import { createDcsaOvsClient } from './client.js';

/**
 * DCSA Operational Vessel Schedules 3.0: createDcsaOvsClient(config).fetchServiceSchedules(query)
 * → voyages with port calls (PLN/EST/ACT times, OMIT/BLNK/ADHO status).
 */
export {
  createDcsaOvsClient,
  type DcsaOvsClient,
  type DcsaOvsClientOptions,
  OVS_PATH,
  OVS_SPEC_FILE,
  type ServiceScheduleQuery,
} from './client.js';
export { callStatusOf as ovsCallStatusOf, knownStatusCodes as ovsKnownStatusCodes } from './codes.js';
export { mapServiceSchedules } from './mapping.js';

export const dcsaOvsConnector: ProviderConnector<'schedule-ovs'> = {
  id: 'dcsa-ovs-3.0',
  kind: 'schedule',
  provides: 'schedule-ovs',
  name: 'DCSA Operational Vessel Schedules 3.0',
  create: ({ baseUrl, apiKey }) => createDcsaOvsClient({ baseUrl, apiKey }),
  capabilities: ['service-schedules', 'port-call-status', 'actual-times'],
};
