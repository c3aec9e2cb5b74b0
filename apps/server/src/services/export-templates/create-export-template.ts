import type { ExportTemplate, ExportTemplateBody, Language } from '@tracklane/domain';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { insertExportTemplate } from './insert-export-template.js';
import { storedScheduleOf } from './stored-schedule-of.js';

/** POST /application/ocean/export/templates: a new template of the member's (at most 5). */
export async function createExportTemplate({
  db,
  caller,
  input,
  language,
  now = new Date(),
}: {
  db: Database;
  caller: Member;
  input: ExportTemplateBody;
  language: Language;
  now?: Date;
}): Promise<ExportTemplate> {
  const { schedule, nextRunAt } = storedScheduleOf({
    input: input.schedule,
    enabled: input.enabled,
    language,
    now,
  });
  return insertExportTemplate({
    db,
    caller,
    language,
    now,
    values: {
      name: input.name,
      enabled: input.enabled,
      rowMode: input.rowMode,
      fields: input.fields,
      schedule,
      nextRunAt,
    },
  });
}
