import { fenceAt, fencesOfTrip, type TruckTrip, truckStops, truckTripOf } from '../../world/inland/index.js';
import type { World } from '../../world/model.js';
import { HttpError } from '../http/errors.js';
import { renderFence, renderStop } from './render-stops.js';

/** A binding (box ↔ truck) exists from the trip's first fix; its id names the box and that time. */
export function bindingIdOf(trip: TruckTrip): string {
  return `${trip.containerNumber}-${trip.segments[0]?.start ?? trip.gateIn}`;
}

/** The trucked trips of a booking, B/L or container number that are bound by `now`. */
export function boundTrips(world: World, reference: string, now: number): TruckTrip[] {
  const isBox = /^[A-Z]{4}\d{7}$/.test(reference);
  return world.shipmentsByReference(reference).flatMap((shipment) =>
    shipment.containers.flatMap((box) => {
      if (isBox && reference !== box.number) return [];
      const trip = truckTripOf(world, shipment, box.number);
      const bound = trip?.segments[0]?.start;
      return trip && bound !== undefined && bound <= now ? [trip] : [];
    }),
  );
}

/** A binding with its fences (origin, transfer, destination), as the platforms list them. */
export function renderBinding(world: World, trip: TruckTrip, now: number): Record<string, unknown> {
  return {
    bindingId: bindingIdOf(trip),
    containerNo: trip.containerNumber,
    vno: trip.plate,
    bindTime: trip.segments[0]?.start ?? trip.gateIn,
    unbindTime: trip.gateIn <= now ? trip.gateIn : null,
    fences: fencesOfTrip(world, trip).map(renderFence),
  };
}

/** The trip a binding id names, if it is bound by `now`; 404 otherwise. */
export function tripOfBinding(world: World, bindingId: string, now: number): TruckTrip {
  const box = /^([A-Z]{4}\d{7})-\d+$/.exec(bindingId)?.[1];
  const trip = box ? boundTrips(world, box, now).find((t) => bindingIdOf(t) === bindingId) : undefined;
  if (!trip) throw new HttpError(404, `Unknown binding ${bindingId}`, 'bindingId');
  return trip;
}

/** The stops of one trip up to now, each tagged with the fence it lies in. */
export function renderTripStops(world: World, trip: TruckTrip, from: number, to: number, now: number) {
  const fences = fencesOfTrip(world, trip);
  return truckStops(world, trip.plate, from, to, now).map((s) =>
    renderStop(trip.plate, s, fenceAt(fences, s.lon, s.lat)),
  );
}
