import type { PortDirectory } from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';
import { overviewPoints, passageNear, portPassages } from '../vessels/ais-port-passage.js';
import { scheduleChange } from './schedule-index-source.js';
import { msOf } from './schedule-rows.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** A visit further than this from the call's best-known times is another call. */
const MAX_GAP_MS = 3 * DAY;

interface Candidate {
  id: string;
  port_key: string;
  arrival_at: unknown;
  departure_at: unknown;
  mmsi: string;
}

export interface AisMatchOutcome {
  vessels: number;
  calls: number;
  /** Calls that got at least one AIS time. */
  matched: number;
}

/**
 * Reads the AIS times of past port calls (entering, berthing in and leaving the port's 30 km area)
 * from each vessel's 10-minute overview track, for the on-time figures (AIS stands in where the
 * carrier published no actual) and the terminal schedule's berthing time. A call is looked at once
 * it has arrived; until the vessel is seen leaving it is looked at again each hour for a week. The
 * vessel's MMSI is the provider's, else our AIS registry's by IMO. At most `limit` calls a run,
 * oldest first, one track read per vessel.
 */
export async function matchAisTimes({
  db,
  ports,
  now,
  limit = 2000,
}: {
  db: Database;
  ports: PortDirectory;
  now: number;
  limit?: number;
}): Promise<AisMatchOutcome> {
  const candidates = rowsOf<Candidate>(
    await db.executeSql(
      `select c.id, c.port_key, c.arrival_at, c.departure_at, m.mmsi
        from schedule_calls c
        join schedule_voyages v on v.id = c.voyage_id
        cross join lateral (select coalesce(v.vessel_mmsi, (select r.mmsi::text from vessels r
          where v.vessel_imo ~ '^[0-9]{7}$' and r.imo = v.vessel_imo::int order by r.updated_at desc limit 1)) as mmsi) m
        where c.status in ('SCHEDULED', 'ADDED') and m.mmsi is not null
          and c.arrival_at <= $1 and c.arrival_at >= $2
          and (c.ais_checked_at is null
            or (c.ais_departure is null and c.ais_checked_at < $3 and c.arrival_at >= $4))
        order by c.arrival_at limit ${Math.max(1, Math.floor(limit))}`,
      [
        new Date(now).toISOString(),
        new Date(now - 92 * DAY).toISOString(),
        new Date(now - HOUR).toISOString(),
        new Date(now - 7 * DAY).toISOString(),
      ],
    ),
  );
  const byVessel = new Map<string, Candidate[]>();
  for (const c of candidates) byVessel.set(c.mmsi, [...(byVessel.get(c.mmsi) ?? []), c]);

  const updates: { id: string; a: string | null; b: string | null; d: string | null }[] = [];
  for (const [mmsi, calls] of byVessel) {
    if (!/^\d{9}$/.test(mmsi)) continue;
    const times = calls.flatMap((c) => [msOf(c.arrival_at) ?? now, msOf(c.departure_at) ?? now]);
    const points = await overviewPoints(
      db,
      Number(mmsi),
      Math.min(...times) - MAX_GAP_MS,
      Math.min(now, Math.max(...times) + MAX_GAP_MS) + 1,
    );
    for (const c of calls) {
      const port = ports.get(c.port_key);
      const arrival = msOf(c.arrival_at) ?? now;
      const departure = msOf(c.departure_at) ?? arrival;
      const visit =
        port && port.lat !== null && port.lon !== null
          ? passageNear(
              portPassages(points, { lat: port.lat, lon: port.lon }),
              arrival,
              departure,
              MAX_GAP_MS,
            )
          : null;
      const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());
      updates.push({ id: c.id, a: iso(visit?.entered), b: iso(visit?.berthed), d: iso(visit?.left) });
    }
  }
  if (updates.length > 0) {
    // The AIS arrival and departure are on the sailings a search prints: when one changed, the
    // same statement (one snapshot: it sees the values before its update) announces it.
    const change = scheduleChange(db);
    const [result] = rowsOf<{ changed: number | string }>(
      await db.executeSql(
        `with u as (select * from jsonb_to_recordset($1::jsonb) as u(id uuid, a timestamptz, b timestamptz, d timestamptz)),
          changed as (select count(*) as n from schedule_calls c join u on u.id = c.id
            where (c.ais_arrival, c.ais_departure) is distinct from (u.a, u.d)),
          updated as (update schedule_calls c set ais_arrival = u.a, ais_berth = u.b, ais_departure = u.d, ais_checked_at = $2
            from u where c.id = u.id returning c.id)
        select n as changed, case when n > 0 then pg_notify($3, $4) end from changed`,
        [JSON.stringify(updates), new Date(now).toISOString(), change.channel, change.token],
      ),
    );
    if (Number(result?.changed ?? 0) > 0) change.committed();
  }
  return {
    vessels: byVessel.size,
    calls: updates.length,
    matched: updates.filter((u) => u.a !== null || u.d !== null).length,
  };
}
