import { type RailTrip, railTripOf } from '../../world/inland/index.js';
import type { World } from '../../world/model.js';
import { HttpError } from '../http/errors.js';
import { startProviderServer } from '../http/json-server.js';
import type { ProviderServerOptions, RequestContext, RunningServer } from '../http/types.js';
import { renderEuEvent, renderUsEvent } from './render-rail.js';

export type RailServerOptions = ProviderServerOptions;

function instant(ctx: RequestContext, name: string, fallback: number): number {
  const raw = ctx.query.get(name);
  if (raw === null || raw === '') return fallback;
  const t = Date.parse(raw);
  if (!Number.isFinite(t)) throw new HttpError(400, `${name} must be ISO 8601`, name);
  return t;
}

function tripIn(world: World, box: string | undefined, region: RailTrip['region']): RailTrip {
  const number = (box ?? '').trim().toUpperCase();
  if (!/^[A-Z]{4}\d{7}$/.test(number))
    throw new HttpError(400, 'A container number is required', 'containerNo');
  const trip = railTripOf(world, number);
  if (trip?.region !== region) throw new HttpError(404, `No rail trip for ${number}`, 'containerNo');
  return trip;
}

/**
 * Rail sightings as JSON: US Class I intermodal trace (EDI 322-like events) and EU container
 * tracking (CLM-like). Only sightings up to clock.now() are visible.
 */
export async function startRailServer(options: RailServerOptions): Promise<RunningServer> {
  const { world, clock } = options;
  const visible = (trip: RailTrip, from: number, to: number) =>
    trip.sightings.filter((s) => s.t >= from && s.t <= Math.min(to, clock.now()));
  return startProviderServer(options, {
    provider: 'rail',
    apiVersion: '1.0',
    errorStyle: 'domain-v2',
    routes: [
      {
        method: 'GET',
        path: '/v1/us/trips/:containerNumber/current',
        handler: (ctx) => {
          const trip = tripIn(world, ctx.params.containerNumber, 'US');
          const seen = visible(trip, 0, Number.POSITIVE_INFINITY);
          const last = seen[seen.length - 1];
          if (!last) throw new HttpError(404, 'No sighting yet', 'containerNumber');
          return { status: 200, body: renderUsEvent(trip, last) };
        },
      },
      {
        method: 'GET',
        path: '/v1/us/trips/:containerNumber/history',
        handler: (ctx) => {
          const trip = tripIn(world, ctx.params.containerNumber, 'US');
          const seen = visible(trip, instant(ctx, 'start', 0), instant(ctx, 'end', Number.POSITIVE_INFINITY));
          return { status: 200, body: { events: seen.map((s) => renderUsEvent(trip, s)) } };
        },
      },
      {
        method: 'GET',
        path: '/v1/eu/tracks',
        handler: (ctx) => {
          const trip = tripIn(world, ctx.query.get('containerNo') ?? undefined, 'EU');
          const seen = visible(trip, instant(ctx, 'start', 0), instant(ctx, 'end', Number.POSITIVE_INFINITY));
          return { status: 200, body: { tracks: seen.map((s) => renderEuEvent(trip, s)) } };
        },
      },
    ],
  });
}
