import { LANGUAGES } from '@tracklane/domain';
import { z } from 'zod';
import { ZListQuery } from '../ocean/schemas.js';

const countries = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*$/, 'ISO country codes, comma-separated')
  .optional();
const portName = z.string().trim().min(1).max(100).optional();

/** The list filters of POST /application/ocean/subscribes (no paging) plus the export's own. */
export const ZOceanExportBody = ZListQuery.omit({ pageIndex: true, pageSize: true }).extend({
  /** Header language; the caller's interface language when absent. */
  language: z.enum(LANGUAGES).optional(),
  polName: portName,
  podName: portName,
  polCountry: countries,
  podCountry: countries,
});

export const ZExportJobId = z.object({ id: z.uuid() });

export const ZExportJobsQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const ZExportJobItem = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  rowCount: z.number().int().nullable(),
  failureReason: z.string().nullable(),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string(),
  downloadUrl: z.string().nullable(),
});

export const ZExportJobPage = z.object({
  list: z.array(ZExportJobItem),
  total: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
