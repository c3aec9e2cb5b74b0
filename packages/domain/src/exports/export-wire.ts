import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import { ZListQuery } from '../ocean/list-query-wire.js';
import { ZTimeDisplay } from '../time/time-display-schema.js';
import { DEFAULT_EXPORT_TEMPLATE_ID, EXPORT_FORMATS } from './export-template-wire.js';

/**
 * Exports (platform.md §7): the answer of the ocean export call and the caller's export jobs.
 * Shared by the server's route schemas and the web.
 */

const countries = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*$/, 'ISO country codes, comma-separated')
  .optional();
const portName = z.string().trim().min(1).max(100).optional();

/**
 * POST /application/ocean/export: the list filters of POST /application/ocean/subscribes (no
 * paging) plus the export's own. The export job stores it as JSON and its builder parses it back
 * with this schema, so the dates are dates again.
 */
export const ZOceanExportBody = ZListQuery.omit({ pageIndex: true, pageSize: true }).extend({
  /** Header language; the caller's interface language when absent. */
  language: z.enum(LANGUAGES).optional(),
  polName: portName,
  podName: portName,
  polCountry: countries,
  podCountry: countries,
  /** How the times are written; the member's setting (`timeDisplay`) when absent. */
  timeDisplay: ZTimeDisplay.optional(),
  /** The caller's own IANA zone (the browser's), for times no port applies to. */
  timeZone: z.string().trim().min(1).max(64).optional(),
  /** The template (issue 22); the default one when absent. A disabled template answers 40000. */
  templateId: z.union([z.uuid(), z.literal(DEFAULT_EXPORT_TEMPLATE_ID)]).optional(),
  format: z.enum(EXPORT_FORMATS).default('xlsx'),
  /** Only these shipments of the filtered list (a selection on the list); all when absent. */
  subscriptionIds: z.array(z.uuid()).min(1).max(5000).optional(),
});
export type OceanExportBody = z.infer<typeof ZOceanExportBody>;

/** POST /application/ocean/export: the queued job. */
export const ZExportQueued = z.object({ id: z.string(), status: z.literal('queued') });
export type ExportQueued = z.infer<typeof ZExportQueued>;

export const ZExportJobId = z.object({ id: z.uuid() });

/** GET /exports/jobs: first page 1, size 10. */
export const ZExportJobsQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

export const ZExportJobItem = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(EXPORT_JOB_STATUSES),
  format: z.enum(EXPORT_FORMATS),
  /** The template's name when asked (the default one's in the caller's language). */
  templateName: z.string().nullable(),
  /** Rows written so far and rows to write (null until the build has counted them). */
  progress: z.object({ done: z.number().int(), total: z.number().int().nullable() }),
  rowCount: z.number().int().nullable(),
  sizeBytes: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string(),
  downloadUrl: z.string().nullable(),
});
export type ExportJobItem = z.infer<typeof ZExportJobItem>;

export const ZExportJobPage = z.object({
  list: z.array(ZExportJobItem),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type ExportJobPage = z.infer<typeof ZExportJobPage>;
