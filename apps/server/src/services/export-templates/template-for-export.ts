import {
  AppError,
  DEFAULT_EXPORT_TEMPLATE_ID,
  type ExportFieldKey,
  type ExportRowMode,
  type Language,
  StatusCode,
} from '@tracklane/domain';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { defaultExportTemplate } from './export-template-of.js';
import { findOwnTemplate } from './find-own-template.js';

export interface TemplateForExport {
  /** null for the default template (it is not a row). */
  id: string | null;
  name: string;
  rowMode: ExportRowMode;
  fields: ExportFieldKey[];
}

/**
 * The template an export is made with: the default one when none is asked (guests too), else one
 * of the member's own. Another member's is 40400; a disabled one is 40000 (it exists but is off).
 */
export async function templateForExport({
  db,
  caller,
  templateId,
  language,
}: {
  db: Database;
  caller: Pick<Member, 'subject'> & { organizationId: string | null };
  templateId: string | undefined;
  language: Language;
}): Promise<TemplateForExport> {
  if (templateId === undefined || templateId === DEFAULT_EXPORT_TEMPLATE_ID) {
    const fallback = defaultExportTemplate(language);
    return { id: null, name: fallback.name, rowMode: fallback.rowMode, fields: fallback.fields };
  }
  if (caller.organizationId === null) throw new AppError(StatusCode.WRONG_LINK);
  const row = await findOwnTemplate(db, caller.subject, templateId);
  if (!row.enabled) throw new AppError(StatusCode.BAD_PARAMETER, 'This export template is turned off');
  return { id: row.id, name: row.name, rowMode: row.rowMode, fields: [...row.fields] };
}
