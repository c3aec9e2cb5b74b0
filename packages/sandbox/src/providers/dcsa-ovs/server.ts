import { startProviderServer } from '../http/json-server.js';
import { pageHeaders, readPaging } from '../http/pagination.js';
import type { ProviderServerOptions, RunningServer } from '../http/types.js';
import { renderServiceSchedules } from './render-ovs.js';
import { pageByService, readScheduleQuery, SCHEDULE_FILTERS, selectVoyages } from './schedule-query.js';

export type DcsaOvsServerOptions = ProviderServerOptions;

const OVS_PARAMS = [
  ...SCHEDULE_FILTERS,
  'vesselOperatorSMDGLinerCode',
  'startDate',
  'endDate',
  'responseScope',
];

/** DCSA Operational Vessel Schedules 3.0: GET /v3/service-schedules, one service per list item. */
export async function startDcsaOvsServer(options: DcsaOvsServerOptions): Promise<RunningServer> {
  const { world, clock } = options;
  return startProviderServer(options, {
    provider: 'dcsa-ovs',
    apiVersion: '3.0.2',
    errorStyle: 'domain-v2',
    routes: [
      {
        method: 'GET',
        path: '/v3/service-schedules',
        handler: (ctx) => {
          const now = clock.now();
          const paging = readPaging(ctx.query);
          const query = readScheduleQuery(paging.filters, now, 'vesselOperatorSMDGLinerCode', OVS_PARAMS);
          const { page, next } = pageByService(selectVoyages(world, query, now), paging);
          return {
            status: 200,
            body: renderServiceSchedules(world, page, now),
            headers: pageHeaders('cursor', ctx.url.toString(), next),
          };
        },
      },
    ],
  });
}
