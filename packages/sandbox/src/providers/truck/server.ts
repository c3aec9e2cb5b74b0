import { tripsOfPlate, truckPosition, truckTrack } from '../../world/inland/index.js';
import { HttpError } from '../http/errors.js';
import { startProviderServer } from '../http/json-server.js';
import type { ProviderServerOptions, RequestContext, RunningServer } from '../http/types.js';
import { boundTrips, renderBinding, renderTripStops, tripOfBinding } from './bindings.js';
import { ok, renderPoint } from './render-truck.js';

export type TruckServerOptions = ProviderServerOptions;

/** views.md §5: a track window may span at most 2880 minutes. */
export const MAX_TRACK_WINDOW_MS = 48 * 3_600_000;

function instant(ctx: RequestContext, name: string): number | null {
  const raw = ctx.query.get(name);
  if (raw === null || raw === '') return null;
  const t = /^\d+$/.test(raw) ? Number(raw) : Date.parse(raw);
  if (!Number.isFinite(t)) throw new HttpError(400, `${name} must be epoch ms or ISO 8601`, name);
  return t;
}

function plateOf(ctx: RequestContext): string {
  return decodeURIComponent(ctx.params.plate ?? '').toUpperCase();
}

/**
 * A JSON API shaped like a Chinese freight GPS platform: last position, track and stops (speed 0
 * for ≥ 30 min at one point) of a plate; which plates carry a booking's, B/L's or container's
 * boxes, with the trip's geofences; the stop events of a binding. Nothing after clock.now().
 */
export async function startTruckServer(options: TruckServerOptions): Promise<RunningServer> {
  const { world, clock } = options;
  const known = (plate: string) => {
    if (tripsOfPlate(world, plate).length === 0)
      throw new HttpError(404, `Unknown vehicle ${plate}`, 'plate');
  };
  return startProviderServer(options, {
    provider: 'truck',
    apiVersion: '1.0',
    errorStyle: 'domain-v2',
    routes: [
      {
        method: 'GET',
        path: '/v1/vehicles/:plate/position',
        handler: (ctx) => {
          const plate = plateOf(ctx);
          known(plate);
          const point = truckPosition(world, plate, clock.now());
          if (!point) throw new HttpError(404, `No position reported yet for ${plate}`, 'plate');
          return ok({ vno: plate, ...renderPoint(point) });
        },
      },
      {
        method: 'GET',
        path: '/v1/vehicles/:plate/track',
        handler: (ctx) => {
          const plate = plateOf(ctx);
          const start = instant(ctx, 'start');
          const end = instant(ctx, 'end');
          if (start === null || end === null) throw new HttpError(400, 'start and end are required', 'start');
          if (end < start) throw new HttpError(400, 'end is before start', 'end');
          if (end - start > MAX_TRACK_WINDOW_MS)
            throw new HttpError(400, 'The window exceeds 48 hours', 'end');
          known(plate);
          const points = truckTrack(world, plate, start, Math.min(end, clock.now()));
          return ok({ vno: plate, points: points.map(renderPoint) });
        },
      },
      {
        method: 'GET',
        path: '/v1/vehicles/:plate/stops',
        handler: (ctx) => {
          const plate = plateOf(ctx);
          const start = instant(ctx, 'start') ?? Number.MIN_SAFE_INTEGER;
          const end = instant(ctx, 'end') ?? Number.MAX_SAFE_INTEGER;
          if (end < start) throw new HttpError(400, 'end is before start', 'end');
          known(plate);
          const now = clock.now();
          const stops = tripsOfPlate(world, plate).flatMap((trip) =>
            renderTripStops(world, trip, start, end, now),
          );
          return ok({ vno: plate, stops });
        },
      },
      {
        method: 'GET',
        path: '/v1/bindings',
        handler: (ctx) => {
          const ref = ctx.query.get('businessNumber')?.trim().toUpperCase();
          if (!ref) throw new HttpError(400, 'businessNumber is required', 'businessNumber');
          const now = clock.now();
          const bindings = boundTrips(world, ref, now).map((trip) => renderBinding(world, trip, now));
          return ok({ businessNumber: ref, bindings });
        },
      },
      {
        method: 'GET',
        path: '/v1/bindings/:bindingId/events',
        handler: (ctx) => {
          const now = clock.now();
          const id = decodeURIComponent(ctx.params.bindingId ?? '').toUpperCase();
          const trip = tripOfBinding(world, id, now);
          const events = renderTripStops(world, trip, Number.MIN_SAFE_INTEGER, now, now);
          return ok({ ...renderBinding(world, trip, now), events });
        },
      },
    ],
  });
}
