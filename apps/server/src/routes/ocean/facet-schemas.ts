import { ZStatusFacet } from '@tracklane/domain';
import { z } from 'zod';

/** Response and query schemas of the facet, statistics and share calls. */
const n = z.number().int();

export const ZStageCount = z.object({ stage: z.string(), status: z.string(), count: n });
const ZLocationSide = z.object({
  ports: z.array(z.object({ code: z.string(), name: z.string(), country: z.string(), count: n })),
  countries: z.array(z.object({ country: z.string(), count: n })),
});
export const ZLocationStatistics = z.object({ pol: ZLocationSide, pod: ZLocationSide });

export const ZCurrentStatistics = z.object({
  total: n,
  byStatus: z.array(ZStatusFacet),
  byStage: z.array(ZStageCount),
});

export const ZPortStatistics = z.array(
  z.object({
    portCode: z.string(),
    portName: z.string(),
    country: z.string(),
    inbound: n,
    arrived: n,
    overdue: n,
    total: n,
  }),
);

export const ZCongestionQuery = z.object({
  portCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}[A-Z0-9]{3}$/),
});
export const ZCongestion = z.object({
  portCode: z.string(),
  portName: z.string(),
  inbound: n,
  inboundOverdue: n,
  waiting: n,
  averageDwellHours: z.number().nullable(),
  maxDwellHours: z.number().nullable(),
  vessels: z
    .object({
      atAnchor: n.describe('Vessels within 30 km reporting "at anchor" (AIS status 1) in the last hour'),
      atBerth: n.describe('Vessels within 30 km reporting "moored", or stopped within 3 km'),
      averageWaitingHours: z.number().nullable().describe('Mean hours the anchored vessels have waited'),
      maxWaitingHours: z.number().nullable(),
    })
    .nullable()
    .describe('From AIS; null when the port has no coordinates'),
});

export const ZQrCodeQuery = z.object({
  subscriptionId: z.uuid(),
  unionId: z.string().trim().min(1).max(128).optional(),
});

export const ZClientDetailQuery = z.object({ key: z.string().min(1).max(64).optional() });
