import {
  AppError,
  type ExportFieldKey,
  type ExportRowMode,
  type ExportTemplate,
  type Language,
  MAX_EXPORT_TEMPLATES,
  StatusCode,
  templateLimitMessage,
} from '@tracklane/domain';
import { count, eq, max } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { exportTemplates, type StoredExportSchedule, users } from '../../db/schema/index.js';
import { exportTemplateOf } from './export-template-of.js';

/**
 * Adds a template at the end of the member's list; a sixth answers 42900 "template limit
 * exceeded" in the caller's language (platform.md §8, §9). The member's user row is locked while
 * counting, so two creates at once cannot both be the fifth.
 */
export async function insertExportTemplate({
  db,
  caller,
  language,
  values,
  now,
}: {
  db: Database;
  caller: Member;
  language: Language;
  values: {
    name: string;
    enabled: boolean;
    rowMode: ExportRowMode;
    fields: ExportFieldKey[];
    schedule: StoredExportSchedule | null;
    nextRunAt: Date | null;
  };
  now: Date;
}): Promise<ExportTemplate> {
  return db.orm.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.subject)).for('update');
    const [held] = await tx
      .select({ n: count(), last: max(exportTemplates.position) })
      .from(exportTemplates)
      .where(eq(exportTemplates.ownerUserId, caller.subject));
    if ((held?.n ?? 0) >= MAX_EXPORT_TEMPLATES)
      throw new AppError(
        StatusCode.CALL_LIMIT_EXCEEDED,
        templateLimitMessage(MAX_EXPORT_TEMPLATES, language),
        { limit: MAX_EXPORT_TEMPLATES },
      );
    const [row] = await tx
      .insert(exportTemplates)
      .values({
        ...values,
        ownerUserId: caller.subject,
        organizationId: caller.organizationId,
        position: held?.last === null || held?.last === undefined ? 0 : held.last + 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('export template not created');
    return exportTemplateOf(row);
  });
}
