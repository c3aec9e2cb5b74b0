import { LAST_FREE_DAY_WARNING_HOURS } from '@tracklane/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oceanReminders, terminalWatches } from '../../db/schema/index.js';
import type { RemindersRecorded } from './record-last-free-day.js';

/**
 * The 48-hour reminders that fall due between two looks at the terminal: no provider call, only
 * the stored last free days. One transaction: the reminders, their fan-outs and the marks.
 */
export async function recordDueLastFreeDays({
  db,
  now,
  remindersRecorded,
}: {
  db: Database;
  now: Date;
  remindersRecorded: RemindersRecorded;
}): Promise<number> {
  const horizon = new Date(now.getTime() + LAST_FREE_DAY_WARNING_HOURS * 3_600_000);
  return db.orm.transaction(async (tx) => {
    const due = await tx
      .update(terminalWatches)
      .set({ dueToldFor: sql`${terminalWatches.lastFreeDay}` })
      .where(
        sql`${terminalWatches.lastFreeDay} > ${now} and ${terminalWatches.lastFreeDay} <= ${horizon}
            and ${terminalWatches.dueToldFor} is distinct from ${terminalWatches.lastFreeDay}`,
      )
      .returning({
        shipmentId: terminalWatches.shipmentId,
        portCode: terminalWatches.portCode,
        lastFreeDay: terminalWatches.lastFreeDay,
      });
    if (due.length === 0) return 0;
    await tx.insert(oceanReminders).values(
      due.map((d) => ({
        shipmentId: d.shipmentId,
        type: 'LFD_DUE' as const,
        oldValue: null,
        newValue: (d.lastFreeDay as Date).toISOString(),
        portCode: d.portCode,
        recordedAt: now,
      })),
    );
    for (const d of due) await remindersRecorded(d.shipmentId, tx);
    return due.length;
  });
}
