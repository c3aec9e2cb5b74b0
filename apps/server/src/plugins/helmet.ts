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

/** Security headers on every answer: pages, assets, API calls, errors and 404s. */
export const helmetPlugin = appPlugin('helmet', async (app) => {
  const headers = securityHeaders(SECURITY_POLICY);
  // On the raw response, as helmet itself does: they stay whatever reply the route or the error
  // handler then builds.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
