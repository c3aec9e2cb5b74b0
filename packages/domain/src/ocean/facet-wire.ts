import { z } from 'zod';

/**
 * One entry of the ocean list's facets (GET /application/ocean/subscribes/carrier, /status,
 * /pods, /warning, /clients): counts of the caller's live subscriptions per value. Shared by the
 * server's route schemas and the web's list filters.
 */
const n = z.number().int();

export const ZCarrierFacet = z.object({ code: z.string(), name: z.string(), count: n });
export type CarrierFacet = z.infer<typeof ZCarrierFacet>;

export const ZStatusFacet = z.object({ displayStatus: z.string(), count: n });
export type StatusFacet = z.infer<typeof ZStatusFacet>;

/** A port: English name, and the Chinese and Japanese where the port directory has them. */
export const ZPortFacet = z.object({
  code: z.string(),
  name: z.string(),
  nameCn: z.string().nullish(),
  nameJp: z.string().nullish(),
  count: n,
});
export type PortFacet = z.infer<typeof ZPortFacet>;

export const ZWarningFacet = z.object({ code: z.string(), count: n });
export type WarningFacet = z.infer<typeof ZWarningFacet>;

export const ZClientFacet = z.object({
  userId: z.string().nullable(),
  username: z.string().nullable(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  count: n,
});
export type ClientFacet = z.infer<typeof ZClientFacet>;
