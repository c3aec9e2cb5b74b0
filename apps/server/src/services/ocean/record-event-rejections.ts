import type { CarrierEventRejection } from '@tracklane/domain';
import { sql } from 'drizzle-orm';
import type { SqlRunner } from '../../db/sql-rows.js';

/** Hours kept per feed: the 7-day view of the report and a day of margin. */
export const REJECTION_RETENTION_MS = 8 * 24 * 3600_000;
const HOUR_MS = 3600_000;
/** A sample's sentence is the connector's; long ones are cut, never stored whole. */
const DETAIL_MAX = 300;

/**
 * Counts a batch's rejected events per carrier feed, reason and hour (one statement, inside the
 * caller's transaction): each reason's row of the hour gains the batch's count and takes the
 * batch's last rejection as its sample. Hours older than the retention are deleted for the feed
 * in the same statement, so the table stays bounded however bad a feed is.
 */
export async function recordEventRejections({
  db,
  carrierCode,
  reference,
  rejections,
  now,
}: {
  db: SqlRunner;
  carrierCode: string;
  /** The polled reference (booking, B/L or container number): the sample's business number. */
  reference: string | null;
  rejections: readonly CarrierEventRejection[];
  now: Date;
}): Promise<void> {
  if (rejections.length === 0) return;
  const byReason = new Map<string, { count: number; sample: CarrierEventRejection }>();
  for (const r of rejections) {
    const seen = byReason.get(r.reason);
    byReason.set(r.reason, { count: (seen?.count ?? 0) + 1, sample: r });
  }
  const rows = [...byReason.entries()].map(([reason, { count, sample }]) => ({
    reason,
    count,
    eventId: sample.eventId,
    detail: sample.detail.slice(0, DETAIL_MAX),
  }));
  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const cutoff = new Date(now.getTime() - REJECTION_RETENTION_MS);
  await db.execute(sql`
    with pruned as (
      delete from provider_event_rejections
      where carrier_code = ${carrierCode} and hour < ${cutoff.toISOString()}::timestamptz
    )
    insert into provider_event_rejections as p
      (carrier_code, reason, hour, count, first_seen_at, last_seen_at,
       sample_event_id, sample_reference, sample_detail)
    select ${carrierCode}, r ->> 'reason', ${hour.toISOString()}::timestamptz, (r ->> 'count')::int,
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
      r ->> 'eventId', ${reference}, r ->> 'detail'
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as r
    on conflict (carrier_code, reason, hour) do update set
      count = p.count + excluded.count,
      last_seen_at = greatest(p.last_seen_at, excluded.last_seen_at),
      sample_event_id = excluded.sample_event_id,
      sample_reference = excluded.sample_reference,
      sample_detail = excluded.sample_detail`);
}
