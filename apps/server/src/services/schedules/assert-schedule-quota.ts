import { AppError, EDITIONS, effectiveEdition, StatusCode } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { organizations } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';

/**
 * Counts one schedule call against the edition's daily quota (EditionLimits.scheduleCallsPerDay,
 * per organisation; a guest gets the free edition's for itself) and refuses it with 42900 once the
 * day's calls are used up. The count and the check are one statement, so concurrent calls on
 * several API processes cannot overrun the quota, and a refused call is not counted. The web
 * turns 42900 on a schedule call into "Exceeded the number of calls, unable to add new calls".
 */
export async function assertScheduleQuota({
  db,
  caller,
  now,
}: {
  db: Database;
  caller: Caller;
  now: Date;
}): Promise<{ used: number; limit: number }> {
  let limit = EDITIONS.free.scheduleCallsPerDay;
  let owner = `guest:${caller.subject}`;
  if (caller.organizationId !== null) {
    const [org] = await db.orm
      .select({ edition: organizations.edition, validUntil: organizations.planValidUntil })
      .from(organizations)
      .where(eq(organizations.id, caller.organizationId));
    if (!org) throw new AppError(StatusCode.TOKEN_INVALID);
    limit = effectiveEdition(org.edition, org.validUntil, now).limits.scheduleCallsPerDay;
    owner = `org:${caller.organizationId}`;
  }
  const [row] = rowsOf<{ calls: number }>(
    await db.executeSql(
      `insert into schedule_call_usage (owner_key, day, calls) values ($1, $2, 1)
        on conflict (owner_key, day) do update set calls = schedule_call_usage.calls + 1
        where schedule_call_usage.calls < $3
        returning calls`,
      [owner, now.toISOString().slice(0, 10), limit],
    ),
  );
  if (!row) throw new AppError(StatusCode.CALL_LIMIT_EXCEEDED, undefined, { limit, period: 'day' });
  return { used: Number(row.calls), limit };
}
