import type { Database } from '../../db/database.js';

/** True once any schedule service is stored (a first start has none). */
export async function hasStoredSchedules({ db }: { db: Database }): Promise<boolean> {
  const stored = await db.executeSql('select 1 from schedule_services limit 1');
  return stored.rows.length > 0;
}
