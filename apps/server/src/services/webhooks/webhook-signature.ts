import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@tracklane/domain';

/** A new endpoint secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks). */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * One Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed
 * with the secret's bytes (the base64 after `whsec_`).
 */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * The `webhook-signature` header: one signature per secret that signs now, space-separated, so a
 * receiver that has not yet switched to a rotated secret still verifies with the previous one.
 */
export function signatureHeader(
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string,
): string {
  return secrets.map((secret) => signWebhook(secret, id, timestampSeconds, body)).join(' ');
}

/** The secrets that sign at `now`: the current one, and the previous one until its overlap ends. */
export function signingSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousSecretValidUntil: Date | null },
  now: Date,
): string[] {
  const previousValid =
    endpoint.previousSecret !== null &&
    endpoint.previousSecretValidUntil !== null &&
    endpoint.previousSecretValidUntil > now;
  return previousValid && endpoint.previousSecret
    ? [endpoint.secret, endpoint.previousSecret]
    : [endpoint.secret];
}
