import type { CarrierEvent } from '../carrier-event.js';
import type { CodedEvent } from '../coded-event.js';
import type { LocationCategory } from '../shipment-view.js';
import { timed } from './events.js';

/** A coded event for rule tests: the product code and role given directly. */
export function coded(code: string, e: CarrierEvent, role: LocationCategory | null = null): CodedEvent {
  return { ...timed(e), code, role, scheduled: null, omitted: false };
}
