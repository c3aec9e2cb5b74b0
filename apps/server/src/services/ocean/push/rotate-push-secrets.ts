import type { OceanPushApi } from '@tracklane/connectors';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { oceanPushSubscriptions } from '../../../db/schema/index.js';

/** How long the previous secret still verifies after a rotation: batches queued before it. */
export const SECRET_OVERLAP_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

/**
 * Rotates secrets older than `maxAgeDays`. The new secret is stored (in front of the old one)
 * before the provider switches, so no callback is refused in between; if the provider refuses the
 * rotation the row goes back to the old secret alone. Previous secrets past their overlap window
 * are dropped.
 */
export async function rotatePushSecrets({
  db,
  push,
  now,
  maxAgeDays,
  limit,
}: {
  db: Database;
  push: OceanPushApi;
  now: Date;
  maxAgeDays: number;
  limit: number;
}): Promise<{ rotated: number; failed: number; expired: number }> {
  const expired = await db.orm
    .update(oceanPushSubscriptions)
    .set({ secrets: sql`${oceanPushSubscriptions.secrets}[1:1]`, previousSecretUntil: null })
    .where(
      and(
        isNotNull(oceanPushSubscriptions.previousSecretUntil),
        lt(oceanPushSubscriptions.previousSecretUntil, now),
      ),
    )
    .returning({ id: oceanPushSubscriptions.id });

  const due = await db.orm
    .select({
      id: oceanPushSubscriptions.id,
      providerSubscriptionId: oceanPushSubscriptions.providerSubscriptionId,
      secrets: oceanPushSubscriptions.secrets,
    })
    .from(oceanPushSubscriptions)
    .where(
      and(
        isNotNull(oceanPushSubscriptions.providerSubscriptionId),
        lt(oceanPushSubscriptions.secretRotatedAt, new Date(now.getTime() - maxAgeDays * DAY_MS)),
      ),
    )
    .limit(limit);
  let rotated = 0;
  let failed = 0;
  for (const row of due) {
    const current = row.secrets[0] as string;
    const fresh = push.newSecret();
    await db.orm
      .update(oceanPushSubscriptions)
      .set({
        secrets: [fresh, current],
        secretRotatedAt: now,
        previousSecretUntil: new Date(now.getTime() + SECRET_OVERLAP_MS),
      })
      .where(eq(oceanPushSubscriptions.id, row.id));
    try {
      await push.rotateSecret(row.providerSubscriptionId as string, fresh);
      rotated++;
    } catch (err) {
      // The provider still signs with the old secret: keep only that one, and try again next run.
      await db.orm
        .update(oceanPushSubscriptions)
        .set({
          secrets: [current],
          previousSecretUntil: null,
          secretRotatedAt: sql`${oceanPushSubscriptions.secretRotatedAt} - interval '1 day' * ${maxAgeDays + 1}`,
          lastErrorMessage: `rotate: ${(err as Error).message}`.slice(0, 500),
        })
        .where(eq(oceanPushSubscriptions.id, row.id));
      failed++;
    }
  }
  return { rotated, failed, expired: expired.length };
}
