import { z } from 'zod';
import type { Warning } from './shipment-view.js';

/**
 * GET /application/ocean/subscribe/{id}/warnings: a shipment's warnings, as the shipment view
 * holds them (`Warning` in shipment-view.ts, which the web reads). The event code is any string on
 * the wire (the reference lists no codes).
 */
export const ZWarning = z.object({
  containerNumber: z.string().nullable(),
  eventCode: z.string(),
  eventLocation: z.string().nullable(),
  eventDescription: z.string(),
  eventDescriptionEn: z.string(),
});

/** A view's warning is what this schema sends: a field added to one and not the other fails here. */
type Same<A, B> = [A] extends [B] ? ([keyof A] extends [keyof B] ? true : false) : false;
type Assert<T extends true> = T;
export type WarningWireMatchesView = Assert<Same<Warning, z.infer<typeof ZWarning>>>;
