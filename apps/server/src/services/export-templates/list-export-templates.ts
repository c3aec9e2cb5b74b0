import type { ExportTemplate, Language } from '@tracklane/domain';
import { asc, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { exportTemplates } from '../../db/schema/index.js';
import { defaultExportTemplate, exportTemplateOf } from './export-template-of.js';

/** GET /application/ocean/export/templates: the default template first, then the member's own in their order. */
export async function listExportTemplates({
  db,
  caller,
  language,
}: {
  db: Database;
  caller: Member;
  language: Language;
}): Promise<ExportTemplate[]> {
  const rows = await db.orm
    .select()
    .from(exportTemplates)
    .where(eq(exportTemplates.ownerUserId, caller.subject))
    .orderBy(asc(exportTemplates.position), asc(exportTemplates.createdAt), asc(exportTemplates.id));
  return [defaultExportTemplate(language), ...rows.map(exportTemplateOf)];
}
