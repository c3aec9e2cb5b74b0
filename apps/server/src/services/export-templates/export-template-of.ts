import {
  DEFAULT_EXPORT_FIELDS,
  DEFAULT_EXPORT_TEMPLATE_ID,
  defaultTemplateName,
  type ExportTemplate,
  type Language,
} from '@tracklane/domain';
import type { exportTemplates } from '../../db/schema/index.js';

type TemplateRow = typeof exportTemplates.$inferSelect;

/** A stored template as the wire shows it (ZExportTemplate). */
export function exportTemplateOf(row: TemplateRow): ExportTemplate {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    readOnly: false,
    rowMode: row.rowMode,
    fields: [...row.fields],
    schedule: row.schedule
      ? {
          ...row.schedule,
          nextRunAt: row.nextRunAt?.toISOString() ?? null,
          lastSentAt: row.lastSentAt?.toISOString() ?? null,
        }
      : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The default template (platform.md §4): the same for everyone, read-only, named in `language`. */
export function defaultExportTemplate(language: Language): ExportTemplate {
  return {
    id: DEFAULT_EXPORT_TEMPLATE_ID,
    name: defaultTemplateName(language),
    enabled: true,
    readOnly: true,
    rowMode: 'shipment',
    fields: [...DEFAULT_EXPORT_FIELDS],
    schedule: null,
    updatedAt: null,
  };
}
