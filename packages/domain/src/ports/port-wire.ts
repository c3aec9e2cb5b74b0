import { z } from 'zod';

/**
 * GET /vessel2/location/ports (views.md §7 Schedules): the port lookup by code or name prefix
 * (`key`) and the port map's exact lookup (`codes`). Shared by the server's route schema and the web.
 */

/** Comma-separated UN/LOCODEs; the port map passes its ?ports= list through as is. */
const ZPortCodes = z
  .string()
  .max(400)
  .transform((value) => value.split(',').filter((code) => code.trim() !== ''))
  .optional();

export const ZPortLookupQuery = z.object({ key: z.string().max(100).optional(), codes: ZPortCodes });
/** The query as the web sends it (codes still comma-separated). */
export type PortLookupQuery = z.input<typeof ZPortLookupQuery>;

/** A port with its coordinates. */
export const ZPortLocation = z.object({
  code: z.string(),
  name: z.string(),
  nameCn: z.string().optional(),
  /** Japanese name where the reference data has one. */
  nameJp: z.string().optional(),
  country: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type PortLocation = z.infer<typeof ZPortLocation>;
