import { z } from 'zod';

/** GET /application/ocean/subscribe/qrcode: the read-only link and its QR code (PNG data URL). */
export const ZShareQrCode = z.object({ url: z.string(), qrcode: z.string() });
export type ShareQrCode = z.infer<typeof ZShareQrCode>;
