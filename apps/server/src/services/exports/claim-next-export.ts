import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';

/** A run still 'running' this long after its start crashed or expired: its export is taken again. */
export const EXPORT_LEASE_MS = 15 * 60_000;

/**
 * Takes the next export to build, fairly between organisations (and guests), and marks it
 * running: each owner's waiting exports are numbered in the order they were asked (turn 1 is its
 * oldest), and the lowest turn goes first; between equal turns, the owner whose last export
 * started longest ago (or never) goes first, then the oldest. So one organisation's 290 queued
 * exports delay another's first by at most the builds already running, whatever the queue holds.
 * Concurrent workers never take the same export (FOR UPDATE SKIP LOCKED). Answers its id, or
 * null when nothing waits.
 */
export async function claimNextExport({
  db,
  now = new Date(),
}: {
  db: Database;
  now?: Date;
}): Promise<string | null> {
  const nowIso = now.toISOString();
  const staleIso = new Date(now.getTime() - EXPORT_LEASE_MS).toISOString();
  const waiting = sql`(j.status = 'queued'
    or (j.status = 'running' and coalesce(j.started_at, j.created_at) < ${staleIso}::timestamptz))`;
  const owner = sql`coalesce(j.organization_id::text, j.guest_id::text, j.owner_user_id::text)`;
  const result = await db.orm.execute(sql`
    with waiting as (
      select j.id, j.created_at, ${owner} as owner from export_jobs j where ${waiting}
    ), owners as (
      select ${owner} as owner, max(j.started_at) as last_start from export_jobs j
      where ${owner} in (select owner from waiting) and j.started_at is not null
      group by 1
    ), ranked as (
      select w.id, w.created_at, o.last_start,
        row_number() over (partition by w.owner order by w.created_at, w.id) as turn
      from waiting w left join owners o on o.owner = w.owner
    ), next as (
      select j.id from export_jobs j join ranked r on r.id = j.id
      where ${waiting}
      order by r.turn, r.last_start nulls first, r.created_at, r.id
      limit 1
      for update of j skip locked
    )
    update export_jobs set status = 'running', started_at = ${nowIso}::timestamptz
    from next where export_jobs.id = next.id
    returning export_jobs.id`);
  const [row] = rowsOf<{ id: string }>(result);
  return row?.id ?? null;
}
