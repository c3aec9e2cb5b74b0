import { HttpError } from '../http/errors.js';
import { startProviderServer } from '../http/json-server.js';
import type { ProviderServerOptions, RequestContext, RunningServer } from '../http/types.js';
import { isDownloadCountry, isOnDemandPort, isPortEventCountry, ON_DEMAND_PORTS } from './port-rules.js';
import {
  containerNumber,
  downloadContainers,
  eventContainers,
  ieidOf,
  knownPort,
  objectBody,
} from './requests.js';
import { renderSubscription, TerminalSubscriptions } from './subscriptions.js';
import { type LookupContext, portEvents, terminalRecord } from './terminal-lookup.js';

export type TerminalServerOptions = ProviderServerOptions;

const ON_DEMAND_ONLY = `on-demand terminal data is only available for ${ON_DEMAND_PORTS.join(', ')}`;

/** `duplicate` faults repeat every item of the answer's list, as a flaky feed would. */
function maybeDuplicated<T>(ctx: RequestContext, items: T[]): T[] {
  return ctx.fault === 'duplicate' ? items.flatMap((item) => [item, item]) : items;
}

/**
 * Terminal status for US, Korean, Japanese and Chinese ports (views.md §3–§5), as JSON shaped
 * like the real providers: a download call for US/KR/JP terminal records (availability, holds,
 * last free day, releases), port events for CN ports, and on-demand subscriptions for the ports
 * that need them. Everything is derived from the world as of clock.now().
 */
export async function startTerminalServer(options: TerminalServerOptions): Promise<RunningServer> {
  const { world, clock } = options;
  const subscriptions = new TerminalSubscriptions(world.seed);
  const lookup = (): LookupContext => ({ world, subscriptions, now: clock.now() });
  return startProviderServer(options, {
    provider: 'terminal',
    apiVersion: '1.0',
    errorStyle: 'domain-v2',
    routes: [
      {
        method: 'POST',
        path: '/v1/:countryCode/download',
        handler: (ctx) => {
          const countryCode = (ctx.params.countryCode ?? '').toUpperCase();
          if (!isDownloadCountry(countryCode)) {
            const hint = isPortEventCountry(countryCode)
              ? `; ${countryCode} ports are served as port events (GET /v1/ports/{portCode}/events)`
              : '';
            throw new HttpError(
              400,
              `Terminal downloads are only available for US, KR and JP ports${hint}`,
              'countryCode',
            );
          }
          const body = objectBody(ctx.body);
          const { port, portCode } = knownPort(world, body.portCode);
          if (port.country !== countryCode)
            throw new HttpError(400, `${portCode} is not a port in ${countryCode}`, 'portCode');
          const boxes = downloadContainers(world, body);
          const ieid = ieidOf(body.ieid, 'I') ?? 'I';
          const at = lookup();
          const records = boxes.map((n) => terminalRecord(at, port, portCode, n, ieid));
          return { status: 200, body: { portCode, countryCode, records: maybeDuplicated(ctx, records) } };
        },
      },
      {
        method: 'GET',
        path: '/v1/ports/:portCode/events',
        handler: (ctx) => {
          const { port, portCode } = knownPort(world, ctx.params.portCode);
          if (!isPortEventCountry(port.country))
            throw new HttpError(
              400,
              `Port events are only available for CN ports; ${port.country} ports answer POST /v1/${port.country.toLowerCase()}/download`,
              'portCode',
            );
          const ieid = ieidOf(ctx.query.get('ieid'), null);
          const at = lookup();
          const answers = eventContainers(world, ctx).map((box) => ({
            containerNumber: box,
            ...portEvents(at, port, portCode, box, ieid),
          }));
          const containers = answers.map((a) => ({ ...a, events: maybeDuplicated(ctx, a.events) }));
          return { status: 200, body: { portCode, containers } };
        },
      },
      {
        method: 'POST',
        path: '/v1/subscriptions',
        handler: (ctx) => {
          const body = objectBody(ctx.body);
          const { port, portCode } = knownPort(world, body.portCode);
          const box = containerNumber(body.containerNumber, 'containerNumber');
          if (!isOnDemandPort([port.locode, ...port.aliases]))
            throw new HttpError(422, ON_DEMAND_ONLY, 'portCode');
          const { subscription, created } = subscriptions.subscribe(port.locode, box, clock.now());
          return { status: created ? 201 : 200, body: renderSubscription(subscription, portCode) };
        },
      },
      {
        method: 'GET',
        path: '/v1/subscriptions',
        handler: (ctx) => {
          const { port, portCode } = knownPort(world, ctx.query.get('portCode'));
          const box = containerNumber(ctx.query.get('containerNumber'), 'containerNumber');
          const found = subscriptions.find(port.locode, box);
          if (!found)
            throw new HttpError(404, `No subscription for ${box} at ${portCode}`, 'containerNumber');
          return { status: 200, body: renderSubscription(found, portCode) };
        },
      },
    ],
  });
}
