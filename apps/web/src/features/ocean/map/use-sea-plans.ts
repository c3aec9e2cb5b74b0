import { type QueryClient, useQueries } from '@tanstack/react-query';
import type { OceanShipmentView } from '@tracklane/domain';
import { routePlanQuery } from '../hooks/route-plan-query';
import { buildLegs, isSeaLeg, type RouteLeg } from './route/build-legs';

export const seaLegKey = (leg: RouteLeg) => `${leg.fromCode}>${leg.toCode}`;

export interface SeaPlans {
  /** Route plan (JSON string) by seaLegKey; null when the call failed (drawn straight). */
  plans: Map<string, string | null>;
  pending: boolean;
}

/** A plan between two ports does not change, so it is cached for the page's life. */
const seaPlanQuery = (leg: RouteLeg) => routePlanQuery(leg.fromCode, leg.from, leg.to);

/**
 * The sea-lane plan of every vessel and feeder leg (GET /gis/route/plan, silent); failures fall
 * back to a straight line.
 */
export function useSeaPlans(legs: readonly RouteLeg[]): SeaPlans {
  const seaLegs = legs.filter(isSeaLeg);
  const results = useQueries({ queries: seaLegs.map(seaPlanQuery) });
  const plans = new Map<string, string | null>();
  seaLegs.forEach((leg, i) => {
    const result = results[i];
    if (result && !result.isPending) plans.set(seaLegKey(leg), result.data ?? null);
  });
  return { plans, pending: results.some((r) => r.isPending) };
}

/**
 * Asks for the plans of a shipment's sea legs as soon as its detail arrives, in parallel with the
 * map's start-up. Sea legs run port to port, so their keys do not depend on the time passed here.
 */
export function prefetchSeaPlans(client: QueryClient, shipment: OceanShipmentView): void {
  for (const leg of buildLegs(shipment, Date.now()).filter(isSeaLeg))
    void client.prefetchQuery(seaPlanQuery(leg));
}
