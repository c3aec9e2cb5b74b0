import type { Database } from '../../db/database.js';
import { rowsOf } from '../../db/sql-rows.js';

/**
 * Deletes the base stations, aids to navigation and SAR aircraft last heard before `cutoff`
 * (epoch ms): the retention of the station registry, as months of track are for vessels.
 * Returns how many were deleted.
 */
export async function deleteStaleStations({ db, cutoff }: { db: Database; cutoff: number }): Promise<number> {
  const result = await db.executeSql(
    `with gone as (delete from ais_stations where at < $1 returning 1) select count(*)::int as n from gone`,
    [new Date(cutoff).toISOString()],
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
