import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import { DIGEST_TIME_PATTERN } from '../notifications/digest-wire.js';
import { knownZone } from '../time/zoned-time.js';
import { EXPORT_FIELD_KEYS, type ExportFieldKey } from './export-fields.js';

/**
 * Export templates (platform.md §3, §4, §5, §9; issue 22). Each member has the read-only default
 * template (id `default`) and up to 5 of their own. Calls:
 *   GET  /application/ocean/export/templates              the default first, then the member's in order
 *   POST /application/ocean/export/templates              create (a sixth: 42900 "template limit exceeded")
 *   POST /application/ocean/export/templates/order        reorder the member's templates ({ids})
 *   POST /application/ocean/export/templates/:id          save (name, enabled, rows, fields, schedule)
 *   POST /application/ocean/export/templates/:id/copy     copy (also of `default`; counts against 5)
 *   POST /application/ocean/export/templates/:id/delete   delete
 * The default template answers 40300 to save and delete.
 */

/** platform.md §9. */
export const MAX_EXPORT_TEMPLATES = 5;
export const DEFAULT_EXPORT_TEMPLATE_ID = 'default';
export const EXPORT_ROW_MODES = ['shipment', 'container'] as const;
export type ExportRowMode = (typeof EXPORT_ROW_MODES)[number];
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_SCHEDULE_CYCLES = ['daily', 'weekly'] as const;

const ZFieldKey = z.enum(EXPORT_FIELD_KEYS as [ExportFieldKey, ...ExportFieldKey[]]);

/** §5: at least one field; each once. */
export const ZExportTemplateFields = z
  .array(ZFieldKey)
  .min(1, 'at least one field')
  .max(EXPORT_FIELD_KEYS.length)
  .refine((keys) => new Set(keys).size === keys.length, 'each field once');

/**
 * A template's scheduled export: the whole list (the member's scope) e-mailed as a download link
 * daily or weekly at `time` in `timeZone`, to 1–3 addresses written as digests take them (one text,
 * Western or Chinese commas; parseEmailList).
 */
export const ZExportScheduleInput = z.object({
  cycle: z.enum(EXPORT_SCHEDULE_CYCLES),
  /** ISO weekday (1 Monday … 7 Sunday); required when weekly. */
  weekday: z.number().int().min(1).max(7).nullable().optional(),
  time: z.string().regex(DIGEST_TIME_PATTERN, 'a time as HH:MM (00:00–23:59)'),
  timeZone: z
    .string()
    .min(1)
    .max(64)
    .refine((zone) => knownZone(zone) !== null, 'an IANA time zone such as Asia/Shanghai'),
  emails: z.string().max(1000),
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
  language: z.enum(LANGUAGES).optional(),
});
export type ExportScheduleInput = z.infer<typeof ZExportScheduleInput>;

export const ZExportSchedule = z.object({
  cycle: z.enum(EXPORT_SCHEDULE_CYCLES),
  weekday: z.number().int().nullable(),
  time: z.string(),
  timeZone: z.string(),
  emails: z.array(z.string()),
  format: z.enum(EXPORT_FORMATS),
  language: z.enum(LANGUAGES),
  nextRunAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
});
export type ExportSchedule = z.infer<typeof ZExportSchedule>;

/** Create and save. */
export const ZExportTemplateBody = z.object({
  name: z.string().trim().min(1).max(50),
  enabled: z.boolean().default(true),
  rowMode: z.enum(EXPORT_ROW_MODES).default('shipment'),
  fields: ZExportTemplateFields,
  /** null or absent: no scheduled export. */
  schedule: ZExportScheduleInput.nullable().optional(),
});
export type ExportTemplateBody = z.infer<typeof ZExportTemplateBody>;

export const ZExportTemplateId = z.object({
  id: z.union([z.uuid(), z.literal(DEFAULT_EXPORT_TEMPLATE_ID)]),
});

export const ZExportTemplateOrder = z.object({ ids: z.array(z.uuid()).max(MAX_EXPORT_TEMPLATES) });

export const ZExportTemplate = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  /** The default template: read-only. */
  readOnly: z.boolean(),
  rowMode: z.enum(EXPORT_ROW_MODES),
  fields: z.array(ZFieldKey),
  schedule: ZExportSchedule.nullable(),
  updatedAt: z.string().nullable(),
});
export type ExportTemplate = z.infer<typeof ZExportTemplate>;
