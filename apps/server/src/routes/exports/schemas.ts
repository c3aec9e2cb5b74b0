import { LANGUAGES, ZListQuery } from '@tracklane/domain';
import { z } from 'zod';

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
