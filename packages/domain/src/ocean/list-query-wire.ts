import { z } from 'zod';
import { SORT_VALUES } from './sort-columns.js';

/**
 * The subscription list query (platform.md §3), shared by the server's list routes and the web's
 * list. The sort columns are in sort-columns.ts (no zod: the web bundle imports them).
 */

const text = (max: number) => z.string().trim().max(max);

/**
 * Page 1 first, 10 a page by default (platform.md §9); page numbers arrive as strings in a query
 * string. Multi-value filters are comma separated. Dates are ISO 8601 (the web sends a day's start
 * or end in the user's zone); a range is inclusive, an estimate counting until the actual arrives.
 */
export const ZListQuery = z.object({
  businessNumber: text(40).optional(),
  sortBy: z.enum(SORT_VALUES).optional(),
  pageIndex: z.coerce.number<number | string>().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number<number | string>().int().min(1).max(100).optional(),
  carrierCode: text(200).optional(),
  remark: text(200).optional(),
  status: text(200).optional(),
  warnings: text(200).optional(),
  /** Port codes, comma separated. */
  polCode: text(200).optional(),
  podCode: text(200).optional(),
  /** Owning members' user ids (the clients facet), comma separated. */
  ownerUserId: z
    .string()
    .trim()
    .regex(/^[0-9a-f-]{36}(,[0-9a-f-]{36})*$/i, 'comma-separated user ids')
    .optional(),
  etdFrom: z.coerce.date<string | Date>().optional(),
  etdTo: z.coerce.date<string | Date>().optional(),
  etaFrom: z.coerce.date<string | Date>().optional(),
  etaTo: z.coerce.date<string | Date>().optional(),
  createdFrom: z.coerce.date<string | Date>().optional(),
  createdTo: z.coerce.date<string | Date>().optional(),
});
/** The query as the web sends it (dates as ISO strings). */
export type SubscriptionListQuery = z.input<typeof ZListQuery>;
/** The query as the server reads it (numbers and dates parsed). */
export type ListQuery = z.output<typeof ZListQuery>;
