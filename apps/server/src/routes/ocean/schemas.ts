import { z } from 'zod';
import { SORT_VALUES } from '../../services/ocean/subscription-list-query.js';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullish();

export const ZSubscriptionId = z.object({ id: z.uuid() });

/** The list query of platform.md §3; page numbers arrive as strings in a query string. */
export const ZListQuery = z.object({
  businessNumber: text(40).optional(),
  sortBy: z.enum(SORT_VALUES as [string, ...string[]]).optional(),
  pageIndex: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  carrierCode: text(200).optional(),
  remark: text(200).optional(),
  status: text(200).optional(),
  warnings: text(200).optional(),
  polCode: text(200).optional(),
  podCode: text(200).optional(),
  ownerUserId: z
    .string()
    .trim()
    .regex(/^[0-9a-f-]{36}(,[0-9a-f-]{36})*$/i, 'comma-separated user ids')
    .optional(),
  etdFrom: z.coerce.date().optional(),
  etdTo: z.coerce.date().optional(),
  etaFrom: z.coerce.date().optional(),
  etaTo: z.coerce.date().optional(),
  createdFrom: z.coerce.date().optional(),
  createdTo: z.coerce.date().optional(),
});

export const ZRemarkBody = z.object({
  regex: optionalText(100),
  contents: text(500),
});

/** An array of ids, as the spec has it; `{ids: [...]}` is accepted too. */
export const ZDeleteBody = z.union([
  z.array(z.uuid()).min(1).max(1000),
  z.object({ ids: z.array(z.uuid()).min(1).max(1000) }),
]);

export const ZWarning = z.object({
  containerNumber: z.string().nullable(),
  eventCode: z.string(),
  eventLocation: z.string().nullable(),
  eventDescription: z.string(),
  eventDescriptionEn: z.string(),
});

const ZPlace = z.object({
  type: z.number().int(),
  code: z.string(),
  name: z.string(),
  ata: z.string().nullable(),
  ata_ais: z.string().nullable(),
  atb_ais: z.string().nullable(),
  eta: z.string().nullable(),
  sta: z.string().nullable(),
});

export const ZSubscriptionBusiness = z.object({
  businessNumber: z.string(),
  billNumber: z.string().nullable(),
  containerNumber: z.string().nullable(),
  bookingNo: z.string().nullable(),
  bookingStatus: z.string().nullable(),
  carrierCode: z.string(),
  isExport: z.boolean(),
  remark: z.string(),
  places: z.array(ZPlace),
  containers: z.array(z.string()),
});
