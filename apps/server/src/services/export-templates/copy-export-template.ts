import {
  copiedTemplateName,
  DEFAULT_EXPORT_FIELDS,
  DEFAULT_EXPORT_TEMPLATE_ID,
  defaultTemplateName,
  type ExportTemplate,
  type Language,
} from '@tracklane/domain';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { findOwnTemplate } from './find-own-template.js';
import { insertExportTemplate } from './insert-export-template.js';

/**
 * POST /application/ocean/export/templates/:id/copy: a new template with the original's name
 * (marked as a copy), rows and fields, at the end of the list; counts against the 5. The default
 * template copies too. The schedule is not copied: a copy must not e-mail the same people twice.
 */
export async function copyExportTemplate({
  db,
  caller,
  id,
  language,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  id: string;
  language: Language;
  now?: Date;
}): Promise<ExportTemplate> {
  const source =
    id === DEFAULT_EXPORT_TEMPLATE_ID
      ? {
          name: defaultTemplateName(language),
          enabled: true,
          rowMode: 'shipment' as const,
          fields: [...DEFAULT_EXPORT_FIELDS],
        }
      : await findOwnTemplate(db, caller.subject, id);
  return insertExportTemplate({
    db,
    caller,
    language,
    now,
    values: {
      name: copiedTemplateName(source.name, language),
      enabled: source.enabled,
      rowMode: source.rowMode,
      fields: [...source.fields],
      schedule: null,
      nextRunAt: null,
    },
  });
}
