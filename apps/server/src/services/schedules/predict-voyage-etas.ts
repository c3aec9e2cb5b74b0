import {
  assumedSpeedKn,
  type EtaPredictionBasis,
  type PortDirectory,
  type PortSeaRouter,
  predictArrivals,
  type RemainingCall,
} from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { overviewPoints } from '../vessels/ais-port-passage.js';
import { type CallRow, msOf } from './schedule-rows.js';

/** A position older than this says nothing about where the vessel is now. */
const FRESH_MS = 48 * 3_600_000;
const KNOTS_PER_TENTH = 0.1;

interface Latest {
  at: unknown;
  lat_e6: number;
  lon_e6: number;
  sog: number | null;
}

/**
 * Predicted arrivals of a voyage's calls not yet reached, from the vessel's latest AIS position
 * (at most 48 h old), its speed and the remaining sea-lane distance (marnet router), plus the
 * planned stays at the ports in between (domain eta-prediction). A vessel still in port (arrived,
 * not departed) leaves that port at its best-known departure, or now if that has passed. Calls
 * the vessel skips (OMITTED, BLANKED) are not predicted. Empty when there is no fresh position.
 */
export async function predictVoyageEtas({
  db,
  mmsi,
  calls,
  ports,
  router,
  now,
}: {
  db: Database;
  mmsi: string | null;
  calls: readonly CallRow[];
  ports: PortDirectory;
  router: PortSeaRouter;
  now: number;
}): Promise<{ arrivals: Map<string, number>; basis: EtaPredictionBasis | null }> {
  const none = { arrivals: new Map<string, number>(), basis: null };
  if (!mmsi) return none;
  const [latest] = rowsOf<Latest>(
    await db.executeSql('select at, lat_e6, lon_e6, sog from vessel_latest where mmsi = $1', [Number(mmsi)]),
  );
  const at = msOf(latest?.at);
  if (!latest || at === null || now - at > FRESH_MS) return none;
  const live = calls.filter((c) => c.status === 'SCHEDULED' || c.status === 'ADDED');
  const nextIndex = live.findIndex((c) => msOf(c.actual_arrival) === null);
  if (nextIndex < 0) return none;
  const remaining = live.slice(nextIndex);
  const previous = live[nextIndex - 1];
  const inPort = previous && msOf(previous.actual_departure) === null;
  const position: [number, number] = [latest.lon_e6 / 1e6, latest.lat_e6 / 1e6];
  const coords = (code: string) => {
    const p = ports.get(code);
    return p && p.lat !== null && p.lon !== null ? ([p.lon, p.lat] as [number, number]) : null;
  };

  const legs: RemainingCall[] = [];
  let from: [number, number] | null = inPort ? coords(previous.port_key) : position;
  for (const call of remaining) {
    const to = coords(call.port_key);
    if (!from || !to) break;
    let nm: number | null = null;
    try {
      nm = router.routePoints(from, to)?.lengthNm ?? null;
    } catch {
      nm = null; // a position the router cannot place (inland, a lake): no prediction past it
    }
    if (nm === null) break;
    const stay = ((msOf(call.planned_departure) ?? 0) - (msOf(call.planned_arrival) ?? 0)) / 3_600_000;
    legs.push({ distanceNm: nm, stayHours: stay });
    from = to;
  }
  if (legs.length === 0) return none;

  const recent = await overviewPoints(db, Number(mmsi), now - 24 * 3_600_000, now + 1);
  const sogKn = latest.sog === null ? null : latest.sog * KNOTS_PER_TENTH;
  const speedKn = assumedSpeedKn(
    inPort ? null : sogKn,
    recent.flatMap((p) => (p.sog === null ? [] : [p.sog * KNOTS_PER_TENTH])),
  );
  const startAt = inPort ? Math.max(now, msOf(previous.departure_at) ?? now) : at;
  const predicted = predictArrivals(startAt, speedKn, legs);
  const first = legs[0] as RemainingCall;
  return {
    arrivals: new Map(predicted.map((t, i) => [(remaining[i] as CallRow).id, t])),
    basis: {
      at: new Date(at).toISOString(),
      lat: position[1],
      lon: position[0],
      sogKn: sogKn === null ? null : Math.round(sogKn * 10) / 10,
      speedKn: Math.round(speedKn * 10) / 10,
      nextPortCode: (remaining[0] as CallRow).port_code,
      remainingNm: Math.round(first.distanceNm),
    },
  };
}
