import { z } from 'zod';

/**
 * A messaging-app QR code (sign-in or binding: GET /auth/msgapp/…/qrcode), shared by the server's
 * route schemas and the web.
 */
export const ZLoginQrCode = z.object({
  sceneId: z.string().describe('Poll `qrcode_state?scene=` with it, then take the token'),
  url: z.string().describe('What the QR code encodes (the provider scan URL)'),
  qrcode: z.string().describe('The QR code as a PNG data URL'),
  expiresIn: z.number().int().describe('Seconds until the QR code expires'),
  sandbox: z.boolean().describe('True when the provider is the embedded sandbox (its phone page is `url`)'),
});
export type LoginQrCode = z.infer<typeof ZLoginQrCode>;
