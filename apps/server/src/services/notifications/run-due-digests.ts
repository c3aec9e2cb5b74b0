import { effectiveEdition, nextDigestRun, type PortDirectory } from '@tracklane/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import { accessColumns, accessOf } from '../../auth/access.js';
import type { Database } from '../../db/database.js';
import {
  digestDeliveries,
  notificationDigests,
  organizations,
  permissionGroups,
  users,
} from '../../db/schema/index.js';
import type { SqlRunner } from '../../db/sql-rows.js';
import { digestContent } from './digest-content.js';
import { emailsThisMonth } from './emails-this-month.js';

/**
 * A digest covers changes recorded until this long before its run: a refresh that recorded a
 * change just before the run may commit just after it, and belongs to the next digest then.
 */
export const DIGEST_SETTLE_MS = 60_000;

export type DigestOutcome = 'sent' | 'empty' | 'over-allowance' | 'member-inactive';

export interface DueDigestsResult {
  runs: number;
  sent: number;
  deliveries: number;
}

/**
 * Sends the digests that are due (`next_run_at <= now`), one transaction per digest: claimed
 * with FOR UPDATE SKIP LOCKED (other workers take others), its content built, one delivery per
 * address written and its job queued, and the schedule moved on (the next run after now, the
 * period covered) — all committed together, so a run killed before the commit is done again
 * whole, and one that committed is never done again. Nothing is sent when nothing changed.
 * A server that was down sends a late digest once, not one per missed slot.
 */
export async function runDueDigests({
  db,
  now,
  ports,
  queueDelivery,
  limit = 1000,
}: {
  db: Database;
  now: Date;
  ports: PortDirectory;
  queueDelivery(deliveryId: string, tx: SqlRunner): Promise<void>;
  /** Digests one run handles at most; the next minute's run takes the rest. */
  limit?: number;
}): Promise<DueDigestsResult> {
  const result: DueDigestsResult = { runs: 0, sent: 0, deliveries: 0 };
  for (let i = 0; i < limit; i += 1) {
    const done = await runOneDueDigest({ db, now, ports, queueDelivery });
    if (!done) break;
    result.runs += 1;
    if (done.outcome === 'sent') result.sent += 1;
    result.deliveries += done.deliveries;
  }
  return result;
}

async function runOneDueDigest({
  db,
  now,
  ports,
  queueDelivery,
}: {
  db: Database;
  now: Date;
  ports: PortDirectory;
  queueDelivery(deliveryId: string, tx: SqlRunner): Promise<void>;
}): Promise<{ outcome: DigestOutcome; deliveries: number } | null> {
  return db.orm.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(notificationDigests)
      .where(and(eq(notificationDigests.enabled, true), lte(notificationDigests.nextRunAt, now)))
      .orderBy(asc(notificationDigests.nextRunAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const until = new Date(Math.max(due.coveredUntil.getTime(), now.getTime() - DIGEST_SETTLE_MS));
    const [member] = await tx
      .select({ userId: users.id, organizationId: users.organizationId, ...accessColumns })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(permissionGroups, eq(permissionGroups.id, users.permissionGroupId))
      .where(and(eq(users.id, due.userId), eq(users.organizationId, due.organizationId)));

    let outcome: DigestOutcome;
    let deliveries = 0;
    if (member?.status !== 'active') {
      outcome = 'member-inactive';
    } else {
      const access = accessOf({ subject: member.userId, organizationId: due.organizationId }, member);
      const content = await digestContent({
        tx,
        scope: {
          kind: 'organization',
          organizationId: due.organizationId,
          userId: due.userId,
          ownerOnly: access.dataScope === 'related',
        },
        from: due.coveredUntil,
        until,
        ports,
      });
      const allowance = effectiveEdition(member.edition, member.validUntil).limits.notificationEmailsPerMonth;
      if (content.shipments.length === 0 || due.emails.length === 0) {
        outcome = 'empty';
      } else if ((await emailsThisMonth(tx, due.userId, now)) + due.emails.length > allowance) {
        outcome = 'over-allowance';
      } else {
        const rows = await tx
          .insert(digestDeliveries)
          .values(
            due.emails.map((target) => ({
              userId: due.userId,
              organizationId: due.organizationId,
              target,
              coveredFrom: due.coveredUntil,
              coveredUntil: until,
              content,
              language: due.language,
              timeZone: due.timeZone,
              createdAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: digestDeliveries.id });
        for (const row of rows) await queueDelivery(row.id, tx);
        deliveries = rows.length;
        outcome = 'sent';
      }
    }
    // An inactive member's or an over-allowance period is told later, when it can be.
    const covered = outcome === 'sent' || outcome === 'empty';
    await tx
      .update(notificationDigests)
      .set({
        nextRunAt: nextDigestRun(due, now),
        ...(covered ? { coveredUntil: until } : {}),
        ...(outcome === 'sent' ? { lastSentAt: now } : {}),
      })
      .where(eq(notificationDigests.userId, due.userId));
    return { outcome, deliveries };
  });
}
