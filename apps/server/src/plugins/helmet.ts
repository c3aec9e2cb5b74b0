import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { appPlugin } from './app-plugin.js';

/**
 * The security policy. The CSP is what the built React app needs and no more: own scripts only,
 * inline styles (antd's CSS-in-JS), blob: workers and data:/blob:/https images (MapLibre tiles
 * and sprites), fonts from self/data:, XHR/WebSocket to our own origin. The API reference at
 * /documentation is served from our own origin with the same rules (its validator badge is off).
 */
export const SECURITY_POLICY: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'worker-src': ["'self'", 'blob:'],
      'child-src': ["'self'", 'blob:'],
      'connect-src': ["'self'", 'ws:', 'wss:'],
      'object-src': ["'none'"],
      'frame-ancestors': ["'self'"],
      // The embedded deployment is often reached over plain http on a LAN; upgrading its
      // asset requests to https would break the page.
      'upgrade-insecure-requests': null,
    },
  },
};

/**
 * The headers helmet sets under `policy`, worked out once. None depends on the request (no
 * nonces), and @fastify/helmet rebuilt helmet's middleware, CSP parsing included, on every
 * request: a tenth of the server's CPU on a small API call.
 */
export function securityHeaders(policy: Readonly<HelmetOptions>): ReadonlyArray<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(policy)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return [...headers];
}

/** The headers of SECURITY_POLICY, for every answer the server writes, hooks run or not. */
export const SECURITY_HEADERS = securityHeaders(SECURITY_POLICY);

/** Sets the security headers on a response not yet written (framework errors set them so). */
export function setSecurityHeaders(raw: Pick<ServerResponse, 'setHeader'>): void {
  for (const [name, value] of SECURITY_HEADERS) raw.setHeader(name, value);
}

/** The answers that carry tokens and keys (sign-in, API keys, QR sign-in…) are under this prefix. */
const TOKEN_PATHS = '/auth/';

/**
 * Security headers on every answer: pages, assets, API calls, errors and 404s. Answers under
 * /auth/ are also `Cache-Control: no-store`, so no browser or proxy cache keeps a token or key;
 * a route that sets its own (the avatar image) overrides it.
 */
export const helmetPlugin = appPlugin('helmet', async (app) => {
  // On the raw response, as helmet itself does: they stay whatever reply the route or the error
  // handler then builds.
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(reply.raw);
    if (request.url.startsWith(TOKEN_PATHS)) reply.raw.setHeader('cache-control', 'no-store');
    done();
  });
});
