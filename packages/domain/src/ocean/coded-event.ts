import type { CarrierEvent } from './carrier-event.js';
import type { LocationCategory } from './shipment-view.js';
import type { TimedEvent } from './timed-event.js';

/** A current event placed on the route: its product code and the role of its place. */
export interface CodedEvent extends TimedEvent {
  code: string;
  role: LocationCategory | null;
  /** An actual (ACT) event; planned and estimated ones are ordered after lower ranks (order-events). */
  actual: boolean;
  /** First schedule of the same milestone (epoch ms), where one was published. */
  scheduled: string | null;
  /** The event belongs to a vessel call that was skipped (see omitted-calls.ts). */
  omitted: boolean;
}

/**
 * The provider vocabulary's mapping to the product's event codes (views.md §4), given the role of
 * the event's place. Carrier events arrive in DCSA terms, so production passes the DCSA
 * connector's mapping (mapEventCode in packages/connectors); the domain owns the roles, not the
 * vocabulary.
 */
export type EventCoder = (event: CarrierEvent, role: LocationCategory | null) => string;
