import { TERMINAL_DOWNLOAD_COUNTRIES } from '@tracklane/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { jsonOf, rowsOf } from '../../db/sql-rows.js';

export interface WatchedShipment {
  shipmentId: string;
  /** The port of discharge, where the boxes wait for pick-up. */
  portCode: string;
  containerNumbers: string[];
  /** First look at this shipment's terminal: on-demand ports need a subscription first. */
  firstLook: boolean;
}

const CONTAINER = /^[A-Z]{4}\d{7}$/;

/**
 * Shipments whose boxes are at a port of discharge whose terminals tell the last free day (the
 * download countries, views.md §5), someone still subscribes to, and not looked at for
 * `recheckMinutes`: the least recently checked first.
 */
export async function findWatchedShipments({
  db,
  now,
  recheckMinutes,
  limit,
}: {
  db: Database;
  now: Date;
  recheckMinutes: number;
  limit: number;
}): Promise<WatchedShipment[]> {
  const due = new Date(now.getTime() - recheckMinutes * 60_000);
  const countries = sql.join(
    TERMINAL_DOWNLOAD_COUNTRIES.map((c) => sql`${c}`),
    sql`, `,
  );
  const result = await db.orm.execute(sql`
    select sh.id as shipment_id, min(s.pod_code) as port_code, sh.container_no,
           sh.view -> 'shipmentEquipments' as equipments, w.checked_at
      from ocean_shipments sh
      join ocean_subscriptions s on s.shipment_id = sh.id and s.deleted_at is null
      left join terminal_watches w on w.shipment_id = sh.id
     where sh.status in ('AT_POD', 'AVAILABLE') and not sh.completed
       and s.pod_code is not null and left(s.pod_code, 2) in (${countries})
       and (w.checked_at is null or w.checked_at <= ${due})
     group by sh.id, w.checked_at
     order by w.checked_at asc nulls first, sh.id
     limit ${limit}`);
  return rowsOf<{
    shipment_id: string;
    port_code: string;
    container_no: string | null;
    equipments: unknown;
    checked_at: Date | string | null;
  }>(result).map((r) => {
    const equipments = jsonOf<{ equipment?: { equipmentCode?: string } }[] | null>(r.equipments);
    const listed = (equipments ?? []).map((e) => e.equipment?.equipmentCode ?? '');
    const boxes = [...new Set([r.container_no ?? '', ...listed])].filter((b) => CONTAINER.test(b));
    // No box listed yet: still returned, so the check is recorded and it does not hold the queue.
    return {
      shipmentId: r.shipment_id,
      portCode: r.port_code,
      containerNumbers: boxes,
      firstLook: r.checked_at === null,
    };
  });
}
