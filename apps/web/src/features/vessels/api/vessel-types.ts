import type { VesselLocation } from '@tracklane/domain';

/** Pushed over GET /application/live for the vessels a page watches (see use-vessel-live). */
export interface VesselPositionsNotice {
  type: 'vessel.positions';
  positions: VesselLocation[];
}
