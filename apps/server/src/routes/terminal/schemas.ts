import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max);
const ieid = z.enum(['I', 'E']).nullish();

/** views.md §7 Terminal: clientId is the embedding customer's; the caller's token already says who. */
export const ZTerminalLookupBody = z.object({
  businessNumber: text(40).min(1),
  portCode: text(10).min(1),
  ieid,
  clientId: text(100).nullish(),
});

export const ZCountryParams = z.object({ countryCode: z.string().regex(/^[a-zA-Z]{2}$/) });

export const ZTerminalSubscribeInput = z
  .object({
    blno: text(40).nullish(),
    ctnrno: text(20).nullish(),
    portCode: text(10).min(1),
    ieid,
  })
  .refine((v) => Boolean(v.blno || v.ctnrno), { message: 'blno or ctnrno is required', path: ['blno'] });

const date = z.string().nullable();

export const ZTerminalRecord = z.object({
  portCode: z.string(),
  portName: z.string().nullable(),
  terminalCode: z.string().nullable(),
  terminalName: z.string().nullable(),
  containerStatus: z.string().nullable(),
  containerNumber: z.string(),
  ieid: z.enum(['I', 'E']).nullable(),
  vesselName: z.string().nullable(),
  voyage: z.string().nullable(),
  updateDate: date,
  lastFreeDay: date,
  availableStatus: z.string().nullable(),
  availableDate: date,
  holds: z.array(
    z.object({
      holdCategory: z.string(),
      holdStatus: z.enum(['ACTIVE', 'RELEASED']),
      holdDate: z.string(),
      holdReason: z.string().nullable(),
    }),
  ),
  pickupEst: date,
  pickupAct: date,
  cusDate: date,
  cusStatus: z.string().nullable(),
  srmDate: date,
  srmStatus: z.string().nullable(),
  tmlDate: date,
  tmlStatus: z.string().nullable(),
  inDate: date,
  outDate: date,
  open: date,
  close: date,
  dumps: z.array(
    z.object({
      eventCode: z.string(),
      eventTime: z.string(),
      yardLocation: z.string().nullable(),
      remark: z.string().nullable(),
    }),
  ),
});

export const ZTerminalSubscription = z.object({
  subscriptionId: z.string(),
  portCode: z.string(),
  containerNumber: z.string(),
  subscribedAt: z.string(),
  dataAvailableFrom: z.string(),
});
