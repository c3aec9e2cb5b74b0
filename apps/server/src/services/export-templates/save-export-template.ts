import {
  AppError,
  DEFAULT_EXPORT_TEMPLATE_ID,
  type ExportTemplate,
  type ExportTemplateBody,
  type Language,
  StatusCode,
} from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { exportTemplates } from '../../db/schema/index.js';
import { exportTemplateOf } from './export-template-of.js';
import { storedScheduleOf } from './stored-schedule-of.js';

/**
 * POST /application/ocean/export/templates/:id: saves name, on/off, rows, fields and schedule.
 * The default template is read-only (40300); another member's id is 40400. Saving works the next
 * run out again from now, as the digest's save does; the last send stays.
 */
export async function saveExportTemplate({
  db,
  caller,
  id,
  input,
  language,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  id: string;
  input: ExportTemplateBody;
  language: Language;
  now?: Date;
}): Promise<ExportTemplate> {
  if (id === DEFAULT_EXPORT_TEMPLATE_ID) throw new AppError(StatusCode.NO_PERMISSION);
  const { schedule, nextRunAt } = storedScheduleOf({
    input: input.schedule,
    enabled: input.enabled,
    language,
    now,
  });
  const [row] = await db.orm
    .update(exportTemplates)
    .set({
      name: input.name,
      enabled: input.enabled,
      rowMode: input.rowMode,
      fields: input.fields,
      schedule,
      nextRunAt,
      organizationId: caller.organizationId,
      updatedAt: now,
    })
    .where(and(eq(exportTemplates.id, id), eq(exportTemplates.ownerUserId, caller.subject)))
    .returning();
  if (!row) throw new AppError(StatusCode.WRONG_LINK);
  return exportTemplateOf(row);
}
