import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullish();

export const ZSubscriptionId = z.object({ id: z.uuid() });

export const ZRemarkBody = z.object({
  regex: optionalText(100),
  contents: text(500),
});

/** POST …/subscribe/:id/client: '' clears it. */
export const ZClientBody = z.object({ client: z.string().max(400) });

/** An array of ids, as the spec has it; `{ids: [...]}` is accepted too. */
export const ZDeleteBody = z.union([
  z.array(z.uuid()).min(1).max(1000),
  z.object({ ids: z.array(z.uuid()).min(1).max(1000) }),
]);

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
