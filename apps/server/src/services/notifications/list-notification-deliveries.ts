import type { DeliveryLogPage, DeliveryStatus } from '@tracklane/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';

interface Row {
  id: string;
  kind: 'notice' | 'digest';
  channel: 'email' | 'msgapp';
  target: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  business_number: string | null;
  events: string[] | null;
  total: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The member's e-mail and messaging-app deliveries, notices' and digests' together, newest first
 * (GET /application/rule/deliveries). Only their own: both tables carry the member's id.
 */
export async function listNotificationDeliveries({
  db,
  userId,
  pageIndex = 1,
  pageSize = 20,
  channel,
  status,
}: {
  db: Database;
  userId: string;
  pageIndex?: number | undefined;
  pageSize?: number | undefined;
  channel?: 'email' | 'msgapp' | undefined;
  status?: DeliveryStatus | undefined;
}): Promise<DeliveryLogPage> {
  // Digests have no channel column: they go by e-mail only (asking for msgapp leaves them out).
  const filters = (alias: 'nd' | 'd'): SQL => {
    const parts = [sql`${sql.raw(alias)}.user_id = ${userId}`];
    if (channel && alias === 'nd') parts.push(sql`${sql.raw(alias)}.channel = ${channel}`);
    if (status) parts.push(sql`${sql.raw(alias)}.status = ${status}`);
    return sql.join(parts, sql` and `);
  };
  const digests =
    channel === 'msgapp'
      ? sql``
      : sql`union all
        select d.id, 'digest' as kind, 'email' as channel, d.target, d.status, d.attempts,
               d.last_error, d.created_at, d.sent_at, null as business_number, null as events
          from digest_deliveries d
         where ${filters('d')}`;
  const result = await db.orm.execute(sql`
    with log as (
      select nd.id, 'notice' as kind, nd.channel, nd.target, nd.status, nd.attempts,
             nd.last_error, nd.created_at, nd.sent_at,
             n.shipment ->> 'businessNumber' as business_number, n.events
        from notice_deliveries nd
        join notices n on n.id = nd.notice_id
       where ${filters('nd')}
      ${digests}
    )
    select log.*, (count(*) over ())::int as total
      from log
     order by created_at desc, id desc
     limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`);
  const rows = rowsOf<Row>(result);
  return {
    total: rows[0]?.total ?? (pageIndex > 1 ? await countAll() : 0),
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      channel: r.channel,
      target: r.target,
      status: r.status,
      attempts: r.attempts,
      lastError: r.last_error,
      createdAt: iso(r.created_at),
      sentAt: r.sent_at === null ? null : iso(r.sent_at),
      businessNumber: r.business_number,
      events: r.events ?? [],
    })),
  };

  // A page past the end has no row to carry the window's count.
  async function countAll(): Promise<number> {
    const counted = await db.orm.execute(sql`
      select (select count(*) from notice_deliveries nd where ${filters('nd')})::int
        ${channel === 'msgapp' ? sql`` : sql`+ (select count(*) from digest_deliveries d where ${filters('d')})::int`}
        as total`);
    return rowsOf<{ total: number }>(counted)[0]?.total ?? 0;
  }
}
