import {
  AppError,
  DEFAULT_TIME_DISPLAY,
  type ExportFormat,
  type ExportQueued,
  exportBacklogMessage,
  type Language,
  StatusCode,
  type TimeDisplay,
} from '@tracklane/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../auth/caller.js';
import { scopeOf } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import { exportJobs, users } from '../../db/schema/index.js';
import { templateForExport } from '../export-templates/template-for-export.js';
import { ownerColumns } from './export-owner.js';
import type { OceanExportQuery } from './ocean-export-query.js';

/** Export jobs and their files are kept this long, then deleted by exports.cleanup. */
export const EXPORT_RETENTION_MS = 7 * 86_400_000;

/** A member's time setting (users.time_display), frozen into the job like the scope; guests get the default. */
async function timeDisplayOf(db: Database, caller: Caller): Promise<TimeDisplay> {
  if (caller.organizationId === null || caller.loginKind === 'guest') return DEFAULT_TIME_DISPLAY;
  const [row] = await db.orm
    .select({ timeDisplay: users.timeDisplay })
    .from(users)
    .where(eq(users.id, caller.subject));
  return row?.timeDisplay ?? DEFAULT_TIME_DISPLAY;
}

/**
 * Records an ocean export (status queued) and hands it to the queue; answers its id at once.
 * The caller's data scope is frozen into the row now: the job runs later and without a caller.
 * An organisation (or guest) with `pendingLimit` exports already queued or running gets 42900:
 * one backlog cannot fill the queue everyone shares.
 */
export async function createOceanExport({
  db,
  caller,
  query,
  language,
  enqueue,
  pendingLimit,
  notifyEmails = [],
  now = new Date(),
}: {
  db: Database;
  caller: Caller;
  query: OceanExportQuery & {
    templateId?: string | undefined;
    format?: ExportFormat | undefined;
    subscriptionIds?: string[] | undefined;
  };
  language: Language;
  /** Who is e-mailed the signed download link when it is done (a scheduled export); none when absent. */
  notifyEmails?: string[];
  enqueue: (exportJobId: string) => Promise<unknown>;
  pendingLimit: number;
  now?: Date;
}): Promise<ExportQueued> {
  // The template first: someone else's (40400) or a disabled one (40000) queues nothing.
  const template = await templateForExport({ db, caller, templateId: query.templateId, language });
  const owner = ownerColumns(caller);
  const [pending] = await db.orm
    .select({ n: count() })
    .from(exportJobs)
    .where(
      and(
        owner.organizationId === null
          ? eq(exportJobs.guestId, caller.subject)
          : eq(exportJobs.organizationId, owner.organizationId),
        inArray(exportJobs.status, ['queued', 'running']),
      ),
    );
  if ((pending?.n ?? 0) >= pendingLimit)
    throw new AppError(StatusCode.CALL_LIMIT_EXCEEDED, exportBacklogMessage(pendingLimit, language), {
      limit: pendingLimit,
    });
  const scope = await scopeOf(db, caller);
  const timeDisplay = query.timeDisplay ?? (await timeDisplayOf(db, caller));
  const [row] = await db.orm
    .insert(exportJobs)
    .values({
      ...owner,
      kind: 'ocean',
      scope,
      query: { ...query, timeDisplay },
      language,
      format: query.format ?? 'xlsx',
      templateId: template.id,
      templateName: template.name,
      templateFields: template.fields,
      rowMode: template.rowMode,
      notifyEmails,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EXPORT_RETENTION_MS),
    })
    .returning({ id: exportJobs.id });
  if (!row) throw new Error('export job not created');
  await enqueue(row.id);
  return { id: row.id, status: 'queued' };
}
