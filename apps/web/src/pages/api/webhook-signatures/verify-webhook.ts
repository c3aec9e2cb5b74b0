import { createHmac, timingSafeEqual } from 'node:crypto';

/** Refuse messages signed further than this from your clock (replay protection). */
const TOLERANCE_SECONDS = 300;

export class WebhookVerificationError extends Error {}

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Checks a Tracklane webhook and returns its payload; throws WebhookVerificationError otherwise.
 * `body` is the raw request body exactly as received (parse it only after this check), `headers`
 * Node's lower-case request headers, `secret` the endpoint's `whsec_…` secret.
 */
export function verifyWebhook(
  secret: string,
  headers: Headers,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): unknown {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError('missing webhook headers');

  const sentAt = Number(timestamp);
  if (!Number.isInteger(sentAt) || Math.abs(nowSeconds - sentAt) > TOLERANCE_SECONDS) {
    throw new WebhookVerificationError('timestamp too old or too new');
  }

  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();

  // Space-separated "v1,<base64>" entries: during a secret rotation there is one per secret.
  const valid = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!valid) throw new WebhookVerificationError('no valid signature');

  // Retries and redeliveries keep the same webhook-id: skip an id you have already handled.
  return JSON.parse(body);
}
