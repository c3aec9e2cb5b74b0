import { queryOptions } from '@tanstack/react-query';
import type { Position } from '../../../map/core/path-geometry';
import { oceanApi } from '../api/ocean-api';
import { OCEAN_KEYS } from './query-keys';

/**
 * The sea-lane plan from a point to a leg's end (GET /gis/route/plan, silent), under one key for
 * the port-to-port plans of the sea legs and the plan from the vessel's position. A plan does not
 * change, so it is kept for the page's life; failures fall back to a straight line, no retry.
 */
export const routePlanQuery = (
  port: string | undefined,
  from: Position | null | undefined,
  to: Position | undefined,
) =>
  queryOptions({
    queryKey: [OCEAN_KEYS.routePlan, { port, from, to }],
    queryFn: () =>
      oceanApi.routePlan(port as string, {
        startLng: from?.[0] as number,
        startLat: from?.[1] as number,
        endLng: to?.[0] as number,
        endLat: to?.[1] as number,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60_000,
    retry: false,
  });
