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
