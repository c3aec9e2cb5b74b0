import { EDITIONS } from '@tracklane/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';

/**
 * A shipment is polled at the fastest update frequency among the plans of its live subscribers
 * (platform.md §8). That minimum is taken at subscribe time; this keeps it true afterwards, when a
 * plan is granted, expires or is downgraded, and when a subscriber leaves.
 *
 * A faster interval takes effect at once: the next poll is pulled in to the last poll plus the new
 * interval. A slower one applies from the next poll on. Shipments without a live subscriber, and
 * stopped ones (no next poll: completed, or a permanent fault), keep their schedule.
 *
 * `only` narrows the work to the shipments of one organisation or to given shipments; without it
 * every shipment is checked (the hourly job, which catches plans that expired on their own).
 */
export async function recomputeRefreshIntervals({
  db,
  now = new Date(),
  only,
}: {
  db: Database;
  now?: Date;
  only?: { organizationId: string } | { shipmentIds: readonly string[] };
}): Promise<{ changed: number }> {
  if (only && 'shipmentIds' in only && only.shipmentIds.length === 0) return { changed: 0 };
  // The editions as a VALUES list, so SQL reads the same table as the domain.
  const plans = sql.join(
    Object.entries(EDITIONS).map(
      ([code, limits]) => sql`(${code}::text, ${limits.updateFrequencyMinutes}::int)`,
    ),
    sql`, `,
  );
  const free = EDITIONS.free.updateFrequencyMinutes;
  let narrow: SQL = sql``;
  if (only && 'organizationId' in only)
    narrow = sql`and s.shipment_id in (select shipment_id from ocean_subscriptions
                   where organization_id = ${only.organizationId} and deleted_at is null)`;
  else if (only && 'shipmentIds' in only)
    narrow = sql`and s.shipment_id in (${sql.join(
      only.shipmentIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;

  const result = await db.orm.execute(
    sql`with plans(edition, minutes) as (values ${plans}),
        wanted as (
          select s.shipment_id, min(coalesce(p.minutes, ${free}::int)) as minutes
            from ocean_subscriptions s
            left join organizations o on o.id = s.organization_id
            -- An expired paid plan counts as free (effectiveEdition in the domain); guests are free.
            left join plans p on p.edition = o.edition
                             and (o.plan_valid_until is null or o.plan_valid_until > ${now.toISOString()}::timestamptz)
           where s.deleted_at is null ${narrow}
           group by s.shipment_id)
      update ocean_shipments sh
         set refresh_interval_minutes = w.minutes,
             next_refresh_at = case
               -- least() skips nulls: a stopped shipment (no next poll) must stay stopped.
               when w.minutes < sh.refresh_interval_minutes and sh.last_refreshed_at is not null
                    and sh.next_refresh_at is not null
                 then least(sh.next_refresh_at, sh.last_refreshed_at + w.minutes * interval '1 minute')
               else sh.next_refresh_at end
        from wanted w
       where sh.id = w.shipment_id
         and sh.refresh_interval_minutes <> w.minutes
      returning sh.id`,
  );
  return { changed: rowsOf(result).length };
}
