import type { SimClock } from '../../world/clock.js';
import type { World } from '../../world/model.js';
import { pageByService } from '../dcsa-ovs/schedule-query.js';
import { startProviderServer } from '../http/json-server.js';
import { pageHeaders, readPaging, takePage } from '../http/pagination.js';
import type { ProviderServerOptions, Route, RouteHandler, RunningServer } from '../http/types.js';
import { pointToPointRoutes } from './point-to-point.js';
import { portSchedules } from './port-schedules.js';
import { renderVesselSchedules, selectVesselSchedules } from './vessel-schedules.js';

export type DcsaCsServerOptions = ProviderServerOptions;

type Json = Record<string, unknown>;

/**
 * A paged list endpoint: the whole (small, ordered) result is rendered, numbered, and a page of
 * it served by the item's position, which is stable for a fixed world and clock.
 */
function paged(
  clock: SimClock,
  list: (world: World, filters: URLSearchParams, now: number) => Json[],
  world: World,
): RouteHandler {
  return (ctx) => {
    const paging = readPaging(ctx.query);
    const items = list(world, paging.filters, clock.now()).map((item, i) => ({
      key: String(i).padStart(8, '0'),
      item,
    }));
    const page = takePage(items, (x) => x.key, paging);
    return {
      status: 200,
      body: page.items.map((x) => x.item),
      headers: pageHeaders('cursor', ctx.url.toString(), page.next),
    };
  };
}

/** DCSA Commercial Schedules 1.0: point-to-point routes, port schedules, vessel schedules. */
export async function startDcsaCsServer(options: DcsaCsServerOptions): Promise<RunningServer> {
  const { world, clock } = options;
  const routes: Route[] = [
    { method: 'GET', path: '/v1/point-to-point-routes', handler: paged(clock, pointToPointRoutes, world) },
    { method: 'GET', path: '/v1/port-schedules', handler: paged(clock, portSchedules, world) },
    {
      method: 'GET',
      path: '/v1/vessel-schedules',
      handler: (ctx) => {
        const now = clock.now();
        const paging = readPaging(ctx.query);
        const { page, next } = pageByService(selectVesselSchedules(world, paging.filters, now), paging);
        const body = renderVesselSchedules(world, page, now);
        return { status: 200, body, headers: pageHeaders('cursor', ctx.url.toString(), next) };
      },
    },
  ];
  return startProviderServer(options, {
    provider: 'dcsa-cs',
    apiVersion: '1.0.3',
    errorStyle: 'domain-v2',
    routes,
  });
}
