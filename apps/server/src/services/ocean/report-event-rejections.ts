import { sql } from 'drizzle-orm';
import { rowsOf, type SqlRunner } from '../../db/sql-rows.js';

export interface RejectionReasonSummary {
  reason: string;
  /** Rejections counted in the hours of the last 24 hours / 7 days (whole hours, UTC). */
  last24h: number;
  last7d: number;
  firstSeenAt: string;
  lastSeenAt: string;
  /** The latest rejection of the reason; only when asked (it names a tenant's business number). */
  sample?: { eventId: string | null; reference: string | null; detail: string };
}

export interface FeedRejectionSummary {
  carrierCode: string;
  last24h: number;
  last7d: number;
  lastSeenAt: string;
  reasons: RejectionReasonSummary[];
}

const HOUR_MS = 3600_000;

/**
 * The rejected provider events of the last 7 days per carrier feed and reason, busiest feed
 * first (record-event-rejections.ts writes them). `withSamples` adds each reason's latest
 * sample, for operators only (the CLI): a public answer such as /health leaves it out.
 */
export async function reportEventRejections({
  db,
  now,
  withSamples = false,
}: {
  db: SqlRunner;
  now: Date;
  withSamples?: boolean;
}): Promise<FeedRejectionSummary[]> {
  const hourNow = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const since24h = new Date(hourNow - 23 * HOUR_MS).toISOString();
  const since7d = new Date(hourNow - (7 * 24 - 1) * HOUR_MS).toISOString();
  const result = await db.execute(sql`
    select carrier_code, reason,
      coalesce(sum(count) filter (where hour >= ${since24h}::timestamptz), 0)::int as last_24h,
      sum(count)::int as last_7d,
      min(first_seen_at) as first_seen_at, max(last_seen_at) as last_seen_at,
      (array_agg(sample_event_id order by last_seen_at desc))[1] as sample_event_id,
      (array_agg(sample_reference order by last_seen_at desc))[1] as sample_reference,
      (array_agg(sample_detail order by last_seen_at desc))[1] as sample_detail
    from provider_event_rejections
    where hour >= ${since7d}::timestamptz
    group by carrier_code, reason
    order by carrier_code, reason`);
  const rows = rowsOf<{
    carrier_code: string;
    reason: string;
    last_24h: number;
    last_7d: number;
    first_seen_at: Date | string;
    last_seen_at: Date | string;
    sample_event_id: string | null;
    sample_reference: string | null;
    sample_detail: string;
  }>(result);
  const iso = (v: Date | string) => new Date(v).toISOString();
  const feeds = new Map<string, FeedRejectionSummary>();
  for (const row of rows) {
    const reason: RejectionReasonSummary = {
      reason: row.reason,
      last24h: Number(row.last_24h),
      last7d: Number(row.last_7d),
      firstSeenAt: iso(row.first_seen_at),
      lastSeenAt: iso(row.last_seen_at),
      ...(withSamples && {
        sample: { eventId: row.sample_event_id, reference: row.sample_reference, detail: row.sample_detail },
      }),
    };
    const feed = feeds.get(row.carrier_code) ?? {
      carrierCode: row.carrier_code,
      last24h: 0,
      last7d: 0,
      lastSeenAt: reason.lastSeenAt,
      reasons: [],
    };
    feed.last24h += reason.last24h;
    feed.last7d += reason.last7d;
    if (reason.lastSeenAt > feed.lastSeenAt) feed.lastSeenAt = reason.lastSeenAt;
    feed.reasons.push(reason);
    feeds.set(row.carrier_code, feed);
  }
  return [...feeds.values()].sort(
    (a, b) => b.last7d - a.last7d || a.carrierCode.localeCompare(b.carrierCode),
  );
}
