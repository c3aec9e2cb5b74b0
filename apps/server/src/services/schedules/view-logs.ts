import {
  type CallStatus,
  type PortDirectory,
  type ScheduleDetailRecord,
  type ScheduleViewLog,
  ZScheduleDetailRecord,
} from '@tracklane/domain';
import { and, desc, gt, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { scheduleViewLogs } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import { ownerCondition } from './schedule-owner.js';
import { isoOf } from './schedule-rows.js';

/** Sailing details a caller's history keeps. */
export const VIEW_LOG_KEEP = 100;

const keyOf = (r: ScheduleDetailRecord) =>
  [r.carrierCode, r.serviceCode, r.vesselName, r.voyage, r.pol.portCode, r.pod.portCode]
    .map((part) => part.trim().toUpperCase())
    .join('|');

/** POST /vessel2/schedule/detail/log/save: the record the page shows, once per sailing. */
export async function saveViewLog({
  db,
  caller,
  record,
  now,
}: {
  db: Database;
  caller: Caller;
  record: ScheduleDetailRecord;
  now: Date;
}): Promise<{ id: string }> {
  const [row] = await db.orm
    .insert(scheduleViewLogs)
    .values({
      organizationId: caller.organizationId,
      subject: caller.subject,
      recordKey: keyOf(record),
      record,
      viewedAt: now,
    })
    .onConflictDoUpdate({
      target: [scheduleViewLogs.subject, scheduleViewLogs.recordKey],
      set: { record: sql`excluded.record`, viewedAt: sql`excluded.viewed_at` },
    })
    .returning({ id: scheduleViewLogs.id });
  await db.executeSql(
    `delete from schedule_view_logs where subject = $1 and id not in (
      select id from schedule_view_logs where subject = $1 order by viewed_at desc limit ${VIEW_LOG_KEEP})`,
    [caller.subject],
  );
  return { id: (row as { id: string }).id };
}

interface CurrentRow {
  etd: unknown;
  eta: unknown;
  status: string;
  updated_at: unknown;
}

/** What our copy says now about a saved sailing: its POL call's departure and POD call's arrival. */
async function currentOf(db: Database, r: ScheduleDetailRecord, ports: PortDirectory) {
  const pol = ports.get(r.pol.portCode)?.code ?? r.pol.portCode;
  const pod = ports.get(r.pod.portCode)?.code ?? r.pod.portCode;
  const [row] = rowsOf<CurrentRow>(
    await db.executeSql(
      `select a.departure_at as etd, b.arrival_at as eta, a.status, greatest(a.updated_at, b.updated_at) as updated_at
        from schedule_services s
        join schedule_voyages v on v.service_id = s.id
        join schedule_calls a on a.voyage_id = v.id and a.port_key = $5
        left join lateral (select b.arrival_at, b.updated_at from schedule_calls b
          where b.voyage_id = v.id and b.seq > a.seq and b.port_key = $6 order by b.seq limit 1) b on true
        where s.carrier_code = $1 and s.service_code = $2 and upper(v.vessel_name) = upper($3) and v.voyage_number = $4
        order by a.seq limit 1`,
      [r.carrierCode, r.serviceCode, r.vesselName, r.voyage, pol, pod],
    ),
  );
  if (!row) return null;
  return {
    etd: isoOf(row.etd),
    eta: isoOf(row.eta),
    status: row.status as CallStatus,
    updatedAt: isoOf(row.updated_at) as string,
  };
}

/** GET /vessel2/schedule/history: the caller's viewed sailings, newest first, with their state now. */
export async function listViewHistory({
  db,
  caller,
  updateTime,
  size,
  ports,
}: {
  db: Database;
  caller: Caller;
  updateTime: Date | null;
  size: number;
  ports: PortDirectory;
}): Promise<ScheduleViewLog[]> {
  const rows = await db.orm
    .select()
    .from(scheduleViewLogs)
    .where(
      and(
        ownerCondition(scheduleViewLogs, caller),
        updateTime ? gt(scheduleViewLogs.viewedAt, updateTime) : undefined,
      ),
    )
    .orderBy(desc(scheduleViewLogs.viewedAt), desc(scheduleViewLogs.id))
    .limit(size);
  return Promise.all(
    rows.map(async (row) => {
      // Stored as validated; parsed again so the answer meets its own schema whatever was stored.
      const record = ZScheduleDetailRecord.parse(row.record);
      return {
        id: row.id,
        record,
        viewedAt: row.viewedAt.toISOString(),
        current: await currentOf(db, record, ports),
      };
    }),
  );
}
