import { messageOf, StatusCode } from '@tracklane/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { isApiPath, pathOf } from '../http/api-paths.js';
import { requestLanguage } from '../http/language.js';
import { appPlugin } from './app-plugin.js';
import { sendEnvelope } from './errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** API calls being served now, and how many were shed since start (tests, the load bench). */
    load: { readonly inFlight: number; readonly shed: number };
  }
}

// Always served: probes and the version check must tell "busy" from "down", the live socket is
// long-lived (it would hold a slot for hours), and the web app's files are cheap and cached.
const EXEMPT_PATHS = new Set(['/health', '/version.json', '/application/live']);

function isExempt(request: FastifyRequest): boolean {
  const path = pathOf(request.url);
  if (EXEMPT_PATHS.has(path) || path.startsWith('/documentation/static/')) return true;
  return !isApiPath(path);
}

/**
 * Load shedding. Past OVERLOAD_MAX_IN_FLIGHT API calls being served at once, a new call is
 * answered at once with 50300 (HTTP 503, `Retry-After: OVERLOAD_RETRY_AFTER_SECONDS`) instead of
 * queueing behind the others without bound: the calls let in wait at most about
 * max-in-flight ÷ throughput, and the excess learns so in a millisecond rather than after a
 * client time-out (issue 19). The first onRequest hook after the security headers, so a shed
 * call costs no rate-limit counter, no token check and no database round trip.
 */
export const loadSheddingPlugin = appPlugin<{
  config: Pick<Config, 'overloadMaxInFlight' | 'overloadRetryAfterSeconds'>;
}>('load-shedding', async (app, { config }) => {
  const max = config.overloadMaxInFlight;
  const retryAfter = String(config.overloadRetryAfterSeconds);
  const retryAfterMs = config.overloadRetryAfterSeconds * 1000;
  let inFlight = 0;
  let shed = 0;
  app.decorate('load', {
    get inFlight() {
      return inFlight;
    },
    get shed() {
      return shed;
    },
  });
  const release = () => {
    inFlight--;
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (max === 0 || isExempt(request)) return done();
    if (inFlight >= max) {
      shed++;
      reply.header('retry-after', retryAfter);
      sendEnvelope(
        reply,
        StatusCode.SERVER_BUSY,
        messageOf(StatusCode.SERVER_BUSY, requestLanguage(request)),
        {
          retryAfterMs,
        },
      );
      return;
    }
    inFlight++;
    // 'close' comes once per response: sent, or its connection gone before (a client time-out).
    reply.raw.once('close', release);
    done();
  });
});
