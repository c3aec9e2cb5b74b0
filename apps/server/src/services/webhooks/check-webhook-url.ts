import { fieldError } from '../../auth/field-error.js';
import { checkWebhookHost } from './address-guard.js';

/** The save-time SSRF guard as the field problem of `url` (40000). */
export async function checkWebhookUrl(
  url: string,
  allowPrivate: boolean,
  resolve?: (host: string) => Promise<string[]>,
): Promise<void> {
  const check = await checkWebhookHost(url, allowPrivate, resolve);
  if (check.ok) return;
  if (check.reason === 'unresolved') throw fieldError('url', 'webhookHostUnresolved');
  throw fieldError('url', 'webhookAddressNotAllowed');
}
