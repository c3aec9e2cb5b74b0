import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type OceanShipmentView, shouldPlanRoute } from '@tracklane/domain';
import { useMemo } from 'react';
import type { Position } from '../../../map/core/path-geometry';
import {
  lngLatOf,
  useVesselLive,
  useVesselLocation,
  vesselLocationQuery,
  vesselTrackQuery,
} from '../../vessels';
import { routePlanQuery } from '../hooks/route-plan-query';
import { type AisLeg, currentAisLeg, trackWindow } from './route/ais-leg';
import { remainingRoute, reportedHeading, sailedTrack, trackHeading } from './route/ais-path';
import { buildLegs, type RouteLeg } from './route/build-legs';

/** The current sea leg drawn from AIS: sailed track, position, heading and the predicted rest. */
export interface AisRoute {
  transport: number;
  mmsi: number;
  sailed: Position[];
  position: Position;
  /** Degrees from north as reported (hdg, else cog), else along the track; null if unknown. */
  heading: number | null;
  remaining: Position[];
  /** ISO time of the position. */
  time: string;
}

/** 'none': draw from the schedule; 'pending': AIS may still come, hold the route back. */
export type AisState = { status: 'none' | 'pending'; route: null } | { status: 'ready'; route: AisRoute };

/** Plans are asked from a position rounded to this, so a moving vessel asks again now and then only. */
const PLAN_GRID_DEG = 0.5;
const snap = (v: number) => Math.round(v / PLAN_GRID_DEG) * PLAN_GRID_DEG;

/**
 * AIS for the leg the cargo is on (views.md §2, issue 6): the latest position (live pushes write
 * it), the track since departure and, 5° of longitude or more from the destination, the sea-lane
 * plan from the vessel on. Without an MMSI, with 40400 or a null position — or one older than the
 * departure, which would put the vessel back in the previous port — the status is 'none'.
 */
export function useAisRoute(
  shipment: OceanShipmentView | null,
  legs: readonly RouteLeg[],
  now: number,
): AisState {
  const aisLeg: AisLeg | null = useMemo(() => currentAisLeg(shipment), [shipment]);
  const leg = aisLeg ? legs.find((l) => l.transport === aisLeg.transport) : undefined;
  const mmsi = aisLeg && leg ? aisLeg.mmsi : null;
  useVesselLive(mmsi === null ? [] : [mmsi]);
  const location = useVesselLocation(mmsi);
  const window = aisLeg && mmsi !== null ? trackWindow(aisLeg, now) : null;
  const start = window?.start.toISOString();
  const end = window?.end.toISOString();
  const usable =
    location.data && aisLeg && Date.parse(location.data.time) >= aisLeg.departedAt ? location.data : null;
  const track = useQuery({
    ...aisTrackQuery(mmsi, start, end),
    enabled: usable !== null && start !== undefined,
    placeholderData: keepPreviousData,
  });
  const sailed = useMemo(() => (usable ? sailedTrack(track.data ?? [], usable) : []), [usable, track.data]);
  const position = usable ? lngLatOf(usable) : null;
  const planFrom = usePlanFrom(position, leg);
  const plan = useQuery({
    ...aisPlanQuery(leg, planFrom),
    enabled: planFrom !== null,
    placeholderData: keepPreviousData,
  });
  return useMemo<AisState>(() => {
    if (mmsi === null || !leg || !aisLeg) return { status: 'none', route: null };
    if (location.isPending) return { status: 'pending', route: null };
    if (!usable) return { status: 'none', route: null };
    if ((track.isPending && start !== undefined) || (plan.isPending && planFrom !== null))
      return { status: 'pending', route: null };
    const at = sailed[sailed.length - 1] as Position;
    const heading = reportedHeading(usable) ?? trackHeading(sailed);
    const remaining = remainingRoute(planFrom ? plan.data : null, at, heading, leg.to);
    return {
      status: 'ready',
      route: {
        transport: aisLeg.transport,
        mmsi,
        sailed,
        position: at,
        heading,
        remaining,
        time: usable.time,
      },
    };
  }, [
    mmsi,
    leg,
    aisLeg,
    location.isPending,
    usable,
    track.isPending,
    start,
    plan.isPending,
    plan.data,
    planFrom,
    sailed,
  ]);
}

/** The track since departure; the key use-vessel-live appends pushed positions to. */
const aisTrackQuery = (mmsi: number | null, start: string | undefined, end: string | undefined) =>
  queryOptions({ ...vesselTrackQuery(mmsi, start, end), staleTime: Number.POSITIVE_INFINITY });

/** The sea-lane plan from the vessel's (snapped) position to the leg's end. */
const aisPlanQuery = (leg: RouteLeg | undefined, from: Position | null) =>
  routePlanQuery(leg?.fromCode, from, leg?.to);

/** Where the plan starts: the position snapped to the grid, when ≥ 5° of longitude from the end. */
function planFromOf(position: Position | null, leg: RouteLeg | undefined): Position | null {
  if (!position || !leg || !shouldPlanRoute(position, leg.to)) return null;
  return [snap(position[0]), snap(position[1])];
}

function usePlanFrom(position: Position | null, leg: RouteLeg | undefined): Position | null {
  const from = planFromOf(position, leg);
  const lng = from?.[0] ?? null;
  const lat = from?.[1] ?? null;
  return useMemo<Position | null>(() => (lng === null || lat === null ? null : [lng, lat]), [lng, lat]);
}

/**
 * Started with the detail's prefetch (route-table → prefetchOceanDetail): the vessel's position
 * and its track since departure in parallel, then the plan from that position, under the keys
 * the hook reads, so the map finds them when it mounts instead of asking one after another.
 */
export function prefetchAisRoute(client: QueryClient, shipment: OceanShipmentView): void {
  const aisLeg = currentAisLeg(shipment);
  if (!aisLeg) return;
  const now = Date.now();
  const leg = buildLegs(shipment, now).find((l) => l.transport === aisLeg.transport);
  if (!leg) return;
  const window = trackWindow(aisLeg, now);
  if (window)
    void client.prefetchQuery(
      aisTrackQuery(aisLeg.mmsi, window.start.toISOString(), window.end.toISOString()),
    );
  void client
    .fetchQuery(vesselLocationQuery(aisLeg.mmsi))
    .then((location) => {
      const from = location ? planFromOf(lngLatOf(location), leg) : null;
      if (from) void client.prefetchQuery(aisPlanQuery(leg, from));
    })
    .catch(() => undefined);
}
