import type { Config } from '../config.js';
import { isLoopbackHost } from '../http/loopback.js';

/**
 * Why this process must not serve, or null. Listening on a network (HOST not loopback) while
 * sign-in codes go to the sandbox inbox is refused: the inbox answers loopback callers only, so
 * the operator must choose real providers, loopback, or a public demo (SANDBOX_PUBLIC=true),
 * explicitly, rather than expose a server whose codes nobody or everybody can read.
 */
export function sandboxExposureProblem(
  config: Pick<Config, 'host' | 'smtpUrl' | 'smsUrl' | 'sandboxPublic'>,
): string | null {
  if (config.sandboxPublic || isLoopbackHost(config.host)) return null;
  const unset = [config.smtpUrl ? null : 'SMTP_URL', config.smsUrl ? null : 'SMS_URL'].filter(Boolean);
  if (unset.length === 0) return null;
  return (
    `HOST=${config.host} serves the network, but ${unset.join(' and ')} ${unset.length > 1 ? 'are' : 'is'} unset, so sign-in codes go to the sandbox inbox. ` +
    'Set SMTP_URL and SMS_URL (production), or HOST=127.0.0.1 (this machine only), or SANDBOX_PUBLIC=true for a throw-away public demo where anyone can read every code'
  );
}
