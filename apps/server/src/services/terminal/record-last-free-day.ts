import { type ActiveHold, LAST_FREE_DAY_WARNING_HOURS } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { oceanReminders, terminalWatches } from '../../db/schema/index.js';
import type { SqlRunner } from '../../db/sql-rows.js';

/** Queues the fan-out of a shipment's recorded reminders in the same transaction (the outbox). */
export type RemindersRecorded = (shipmentId: string, tx: SqlRunner) => Promise<void>;

const sameInstant = (a: Date | null, b: Date | null) =>
  a === null ? b === null : b !== null && a.getTime() === b.getTime();

/**
 * Stores what the terminal said of a shipment's last free day (`freeTimeEnds`: the last instant of
 * that day on the port's clock, null when none is known) and, in the same transaction, records the
 * reminders it calls for: LFD_CHANGE when it was set or moved, LFD_DUE once per date when free time
 * ends within 48 hours. The watch row's lock makes two runs for one shipment take turns.
 */
export async function recordLastFreeDay({
  db,
  shipmentId,
  portCode,
  freeTimeEnds,
  holds = null,
  now,
  remindersRecorded,
}: {
  db: Database;
  shipmentId: string;
  portCode: string;
  freeTimeEnds: Date | null;
  /** The holds active now; null when the terminal did not say (the stored ones stay). */
  holds?: ActiveHold[] | null;
  now: Date;
  remindersRecorded: RemindersRecorded;
}): Promise<{ changed: boolean; due: boolean }> {
  return db.orm.transaction(async (tx) => {
    await tx
      .insert(terminalWatches)
      .values({ shipmentId, portCode, checkedAt: now })
      .onConflictDoNothing({ target: terminalWatches.shipmentId });
    const [watch] = await tx
      .select()
      .from(terminalWatches)
      .where(eq(terminalWatches.shipmentId, shipmentId))
      .for('update');
    const before = watch?.lastFreeDay ?? null;
    // A day the terminal no longer gives (every box out) is not a change worth telling.
    const changed = freeTimeEnds !== null && !sameInstant(before, freeTimeEnds);
    const lastFreeDay = freeTimeEnds ?? before;
    const due =
      lastFreeDay !== null &&
      lastFreeDay.getTime() > now.getTime() &&
      lastFreeDay.getTime() - now.getTime() <= LAST_FREE_DAY_WARNING_HOURS * 3_600_000 &&
      !sameInstant(watch?.dueToldFor ?? null, lastFreeDay);
    const reminders = [
      ...(changed
        ? [
            {
              type: 'LFD_CHANGE' as const,
              oldValue: before?.toISOString() ?? null,
              newValue: freeTimeEnds.toISOString(),
            },
          ]
        : []),
      ...(due && lastFreeDay
        ? [{ type: 'LFD_DUE' as const, oldValue: null, newValue: lastFreeDay.toISOString() }]
        : []),
    ];
    if (reminders.length > 0) {
      await tx
        .insert(oceanReminders)
        .values(reminders.map((r) => ({ ...r, shipmentId, portCode, recordedAt: now })));
      await remindersRecorded(shipmentId, tx);
    }
    await tx
      .update(terminalWatches)
      .set({
        portCode,
        lastFreeDay,
        checkedAt: now,
        ...(holds ? { holds } : {}),
        ...(due ? { dueToldFor: lastFreeDay } : {}),
      })
      .where(eq(terminalWatches.shipmentId, shipmentId));
    return { changed, due };
  });
}
