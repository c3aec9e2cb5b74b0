import { createHmac, timingSafeEqual } from 'node:crypto';

/** The app secret (getOrCreateSecret) that signs export download links sent by e-mail. */
export const EXPORT_LINK_SECRET_NAME = 'export-download-link';

const mac = (secret: string, exportJobId: string, expires: number) =>
  createHmac('sha256', secret).update(`export:${exportJobId}:${expires}`).digest('base64url');

/**
 * The query of an export's signed download link: its expiry (ms since the epoch, the job's
 * expiresAt) and an HMAC over the job id and that expiry. It needs no token (it goes out by
 * e-mail) and opens that one file until then; changing the id or the expiry breaks the signature.
 */
export function signExportLink(secret: string, exportJobId: string, expiresAt: Date): string {
  const expires = expiresAt.getTime();
  return `expires=${expires}&signature=${mac(secret, exportJobId, expires)}`;
}

/** Whether a link's expiry and signature are genuine for this job and not yet past. */
export function isExportLinkValid(
  secret: string,
  exportJobId: string,
  { expires, signature }: { expires: number; signature: string },
  now: Date,
): boolean {
  if (!Number.isSafeInteger(expires) || expires <= now.getTime()) return false;
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(secret, exportJobId, expires));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
