import { AppError, nextDigestRun, StatusCode } from '@tracklane/domain';
import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { accessColumns, accessOf } from '../../auth/access.js';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import type { StoredExportSchedule } from '../../db/schema/index.js';
import { exportTemplates, organizations, permissionGroups, users } from '../../db/schema/index.js';
import type { SqlRunner } from '../../db/sql-rows.js';
import { createOceanExport } from './create-ocean-export.js';

/** A scheduled export refused for the organisation's backlog is tried again this much later. */
export const SCHEDULED_EXPORT_BACKLOG_RETRY_MS = 5 * 60_000;

export type ScheduledExportOutcome = 'queued' | 'member-inactive' | 'backlog' | 'refused';

export interface DueScheduledExportsResult {
  runs: number;
  queued: number;
}

/** The next regular run of a stored schedule after `after` (on its zone's clock; null if unknown). */
export function nextScheduledExportRun(schedule: StoredExportSchedule, after: Date): Date | null {
  return nextDigestRun(
    {
      cycle: schedule.cycle,
      weekday: schedule.cycle === 'weekly' ? schedule.weekday : null,
      monthDay: null,
      time: schedule.time,
      timeZone: schedule.timeZone,
    },
    after,
  );
}

/**
 * Queues the scheduled exports that are due (issue 22): enabled templates with a schedule whose
 * `next_run_at` has come, one transaction each. A template is claimed with FOR UPDATE SKIP LOCKED
 * (a second tick running at once takes others, or none), its export job is created as its owner
 * would create it — their current organisation and data scope, the template, the schedule's
 * format and language, no filters, the schedule's addresses to tell when the file is ready — and
 * its next run is moved on, all committed together: a tick killed before the commit does it again
 * whole, one that committed never does it again. A server that was down queues a late export
 * once, not one per missed slot. An owner no longer active is skipped until the next run; an
 * organisation with a full export backlog is tried again 5 minutes later.
 */
export async function runDueScheduledExports({
  db,
  now,
  pendingLimit,
  queueBuild,
  limit = 500,
}: {
  db: Database;
  now: Date;
  /** Exports an organisation may have queued or running at once (createOceanExport). */
  pendingLimit: number;
  /** Queues the build of an export job in the claiming transaction. */
  queueBuild(exportJobId: string, tx: SqlRunner): Promise<void>;
  /** Templates one tick handles at most; the next tick takes the rest. */
  limit?: number;
}): Promise<DueScheduledExportsResult> {
  const result: DueScheduledExportsResult = { runs: 0, queued: 0 };
  for (let i = 0; i < limit; i += 1) {
    const outcome = await runOneDueScheduledExport({ db, now, pendingLimit, queueBuild });
    if (outcome === null) break;
    result.runs += 1;
    if (outcome === 'queued') result.queued += 1;
  }
  return result;
}

async function runOneDueScheduledExport({
  db,
  now,
  pendingLimit,
  queueBuild,
}: {
  db: Database;
  now: Date;
  pendingLimit: number;
  queueBuild(exportJobId: string, tx: SqlRunner): Promise<void>;
}): Promise<ScheduledExportOutcome | null> {
  return db.orm.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(exportTemplates)
      .where(
        and(
          eq(exportTemplates.enabled, true),
          isNotNull(exportTemplates.schedule),
          lte(exportTemplates.nextRunAt, now),
        ),
      )
      .orderBy(asc(exportTemplates.nextRunAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const schedule = due.schedule as StoredExportSchedule;
    let next = nextScheduledExportRun(schedule, now);

    // The owner as they are now: their organisation, status and data scope.
    const [member] = await tx
      .select({ userId: users.id, organizationId: users.organizationId, ...accessColumns })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .leftJoin(permissionGroups, eq(permissionGroups.id, users.permissionGroupId))
      .where(eq(users.id, due.ownerUserId));

    let outcome: ScheduledExportOutcome;
    if (!member?.organizationId || member.status !== 'active') {
      outcome = 'member-inactive';
    } else {
      const organizationId = member.organizationId;
      const caller: Caller = {
        subject: member.userId,
        organizationId,
        tokenType: 'write',
        loginKind: 'normal',
        sessionId: 'exports.schedule',
        pending: false,
        access: accessOf({ subject: member.userId, organizationId }, member),
      };
      // The export's own rules (the template still the owner's and on, the backlog) refuse it
      // without undoing the claim: a savepoint around it.
      try {
        await tx.transaction(async (savepoint) =>
          createOceanExport({
            db: { ...db, orm: savepoint },
            caller,
            query: { templateId: due.id, format: schedule.format, timeZone: schedule.timeZone },
            language: schedule.language,
            pendingLimit,
            notifyEmails: schedule.emails,
            now,
            enqueue: async (exportJobId) => queueBuild(exportJobId, savepoint),
          }),
        );
        outcome = 'queued';
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.statusCode === StatusCode.CALL_LIMIT_EXCEEDED) {
          outcome = 'backlog';
          next = new Date(now.getTime() + SCHEDULED_EXPORT_BACKLOG_RETRY_MS);
        } else {
          outcome = 'refused';
        }
      }
    }
    await tx
      .update(exportTemplates)
      .set({ nextRunAt: next, ...(outcome === 'queued' ? { lastSentAt: now } : {}) })
      .where(eq(exportTemplates.id, due.id));
    return outcome;
  });
}
