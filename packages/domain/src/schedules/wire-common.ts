import { z } from 'zod';
import { isStorableDate, STORABLE_YEARS } from '../validation/storable-input.js';

/**
 * Building blocks of the schedule wire shapes (views.md §7 Schedules). Every instant on the wire
 * is an ISO 8601 string in UTC (`2026-03-01T08:00:00.000Z`); pages convert to the port's local
 * time with the port's `timeZone` where they show local times. Durations are named by their unit
 * (`transitDays`, `delayHours`).
 */
export const ZInstant = z.string().describe('ISO 8601 instant, UTC');

/** A UN/LOCODE as sent (5 characters, e.g. CNSHA); aliases such as CNSHA/CNSGH are accepted. */
export const ZPortCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}[A-Z0-9]{3}$/, 'must be a UN/LOCODE (5 characters, e.g. CNSHA)');

/** A port as schedule answers name it. */
export const ZSchedulePort = z.object({
  /** The product's code of the port (CNSHA for Shanghai, whatever alias the carrier sent); searches accept any alias. */
  portCode: z.string(),
  portName: z.string().describe('English name'),
  portNameCn: z.string().nullable().describe('Chinese name where known'),
  portNameJp: z.string().nullable().optional().describe('Japanese name where known'),
  country: z.string().describe('ISO 3166-1 alpha-2'),
  timeZone: z.string().nullable().describe('IANA time zone of the port, e.g. Asia/Shanghai'),
});
export type SchedulePort = z.infer<typeof ZSchedulePort>;

/** The vessel of a voyage. */
export const ZScheduleVessel = z.object({
  name: z.string(),
  imo: z.string().nullable().describe('IMO number, 7 digits'),
  mmsi: z.string().nullable().describe('MMSI, 9 digits; from the provider, else from our AIS registry'),
  callSign: z.string().nullable(),
});
export type ScheduleVessel = z.infer<typeof ZScheduleVessel>;

/**
 * Status of a port call (DCSA OVS 3.0 port call status codes, data/dcsa/ovs_portcallstatuscodes):
 * SCHEDULED (no code: on the long-term schedule), OMITTED (OMIT: the vessel skips the port),
 * BLANKED (BLNK: the whole voyage is cancelled), ADDED (ADHO: an ad-hoc extra call). Other codes
 * (PHIN, PHOT, ROTC, SLID, CUTR) leave the call SCHEDULED and are listed in `statusCodes`.
 */
export const CALL_STATUSES = ['SCHEDULED', 'OMITTED', 'BLANKED', 'ADDED'] as const;
export const ZCallStatus = z.enum(CALL_STATUSES);
export type CallStatus = z.infer<typeof ZCallStatus>;

/** A page of a list: `list` holds at most `pageSize` items; `total` counts every match. */
export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNum: z.number().int().describe('1-based'),
    pageSize: z.number().int(),
  });
}
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** Query booleans as the web sends them: true/false, 1/0; empty means "not given". */
export const ZQueryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((v) => (v === '' ? undefined : v === true || v === 'true' || v === '1'));

/** A day (YYYY-MM-DD) or an ISO instant, in the storable years; read as the UTC instant it names. */
export const ZDayOrInstant = z
  .string()
  .trim()
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && isStorableDate(new Date(v)),
    {
      message: `must be a date (YYYY-MM-DD) or an ISO 8601 instant in the years ${STORABLE_YEARS.min} to ${STORABLE_YEARS.max}`,
    },
  );
