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

/** Calls in flight past the wait bound that make the server refuse new ones. */
export const STALE_FLOOR = 4;

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
 * client time-out (issue 19). Throughput is not fixed (a busy machine, a slow database), so the
 * queue is also measured in time: while STALE_FLOOR calls in flight have waited longer than
 * OVERLOAD_MAX_WAIT_MS, new ones are refused too, until the backlog drains (one slow call alone
 * does not trigger it). The first onRequest hook after the security headers, so a shed call
 * costs no rate-limit counter, no token check and no database round trip.
 */
export const loadSheddingPlugin = appPlugin<{
  config: Pick<Config, 'overloadMaxInFlight' | 'overloadRetryAfterSeconds' | 'overloadMaxWaitMs'>;
}>('load-shedding', async (app, { config }) => {
  const max = config.overloadMaxInFlight;
  const retryAfter = String(config.overloadRetryAfterSeconds);
  const retryAfterMs = config.overloadRetryAfterSeconds * 1000;
  const maxWaitMs = config.overloadMaxWaitMs;
  /** Start time of each call in flight, oldest first (a Map keeps insertion order). */
  const started = new Map<object, number>();
  let inFlight = 0;
  let shed = 0;
  /** Whether STALE_FLOOR calls in flight started before `now - maxWaitMs`. */
  const backlogged = (now: number): boolean => {
    if (maxWaitMs === 0 || inFlight < STALE_FLOOR) return false;
    let stale = 0;
    for (const at of started.values()) {
      if (now - at <= maxWaitMs) return false;
      if (++stale >= STALE_FLOOR) return true;
    }
    return false;
  };
  app.decorate('load', {
    get inFlight() {
      return inFlight;
    },
    get shed() {
      return shed;
    },
  });

  app.addHook('onRequest', (request, reply, done) => {
    if ((max === 0 && maxWaitMs === 0) || isExempt(request)) return done();
    const now = performance.now();
    if ((max > 0 && inFlight >= max) || backlogged(now)) {
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
    const key = reply.raw;
    started.set(key, now);
    // 'close' comes once per response: sent, or its connection gone before (a client time-out).
    key.once('close', () => {
      inFlight--;
      started.delete(key);
    });
    done();
  });
});
