import { type AirWorld, buildAirWorld, parseAwb } from '../../world/air/index.js';
import { HttpError } from '../http/errors.js';
import { startProviderServer } from '../http/json-server.js';
import type { ProviderServerOptions, RunningServer } from '../http/types.js';
import { readInterval, readTime, trackOf } from './flight-positions.js';
import { renderAirport, renderAwb, renderFlight } from './render-air.js';

export type AirServerOptions = ProviderServerOptions & { air?: AirWorld };

const MAX_SEARCH_FLIGHTS = 50;

/**
 * Air cargo tracking and flight positions, shaped like the airlines' and flight-tracking
 * providers' JSON APIs: AWB status with FSU events, flight tracks, airports.
 */
export async function startAirServer(options: AirServerOptions): Promise<RunningServer> {
  const { clock } = options;
  const air = options.air ?? buildAirWorld({ seed: options.world.seed, anchor: options.world.anchor });
  const flightOr404 = (id: string | undefined) => {
    const flight = air.flightById(id ?? '');
    if (!flight) throw new HttpError(404, `No flight ${id} (ids look like CX1071-20260301)`);
    return flight;
  };
  return startProviderServer(options, {
    provider: 'air',
    apiVersion: '1.0.0',
    errorStyle: 'domain-v2',
    routes: [
      {
        method: 'GET',
        path: '/v1/awb/:awbNumber',
        handler: (ctx) => {
          const raw = ctx.params.awbNumber ?? '';
          const parsed = parseAwb(decodeURIComponent(raw));
          if (!parsed.ok) throw new HttpError(400, parsed.message, 'awbNumber');
          const awb = air.awbByNumber(parsed.awbNumber);
          const now = clock.now();
          // An AWB booked in the simulated future does not exist yet for the outside world.
          if (!awb || awb.bookedAt > now) throw new HttpError(404, `No air waybill ${parsed.awbNumber}`);
          return { status: 200, body: renderAwb(air, awb, now) };
        },
      },
      {
        method: 'GET',
        path: '/v1/flights/:flightId/positions',
        handler: (ctx) => {
          const flight = flightOr404(ctx.params.flightId);
          const now = clock.now();
          const window = {
            from: readTime(ctx.query.get('from') ?? undefined, 'from'),
            to: readTime(ctx.query.get('to') ?? undefined, 'to'),
            intervalSec: readInterval(ctx.query.get('intervalSec')),
          };
          return {
            status: 200,
            body: { ...renderFlight(air, flight, now), positions: trackOf(air, flight, window, now) },
          };
        },
      },
      {
        method: 'POST',
        path: '/v1/flights/positions/search',
        handler: (ctx) => {
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          const ids = body.flightIds;
          if (
            !Array.isArray(ids) ||
            ids.length === 0 ||
            ids.length > MAX_SEARCH_FLIGHTS ||
            !ids.every((x) => typeof x === 'string')
          )
            throw new HttpError(
              400,
              `flightIds must be 1–${MAX_SEARCH_FLIGHTS} flight id strings`,
              'flightIds',
            );
          const now = clock.now();
          const window = {
            from: readTime(body.fromDate, 'fromDate'),
            to: readTime(body.toDate, 'toDate'),
            intervalSec: 60,
          };
          const withPaths = body.includeFlightPaths === true;
          const found = (ids as string[]).map((id) => ({ id, flight: air.flightById(id) }));
          return {
            status: 200,
            body: {
              flights: found.flatMap(({ flight }) =>
                flight
                  ? [
                      {
                        ...renderFlight(air, flight, now),
                        ...(withPaths ? { positions: trackOf(air, flight, window, now) } : {}),
                      },
                    ]
                  : [],
              ),
              notFound: found.filter((f) => !f.flight).map((f) => f.id),
            },
          };
        },
      },
      {
        method: 'GET',
        path: '/v1/airports/:iata',
        handler: (ctx) => {
          const iata = (ctx.params.iata ?? '').toUpperCase();
          if (!/^[A-Z]{3}$/.test(iata))
            throw new HttpError(400, 'An IATA airport code has 3 letters', 'iata');
          const airport = air.airport(iata);
          if (!airport) throw new HttpError(404, `No airport ${iata}`);
          return { status: 200, body: renderAirport(airport) };
        },
      },
    ],
  });
}
