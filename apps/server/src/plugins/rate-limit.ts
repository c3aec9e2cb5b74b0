import { createHash } from 'node:crypto';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { AppError, messageOf, StatusCode } from '@tracklane/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { isApiPath, pathOf } from '../http/api-paths.js';
import { requestLanguage } from '../http/language.js';
import { countApiCall } from '../services/system/count-api-call.js';
import { deleteStaleCallCounts } from '../services/system/delete-stale-call-counts.js';
import { appPlugin } from './app-plugin.js';

/** The web client recognises the limit by this exact English text (spec platform.md §8). */
export const CALL_LIMIT_MESSAGE = 'call limit exceeded';

// Always answered, however busy the caller: probes, the version check, and the reference's assets.
const EXEMPT_PATHS = new Set(['/health', '/version.json']);

/** How often each process deletes counters of windows long over. */
const CLEANUP_INTERVAL_MS = 60_000;

/** Resolves to something truthy for a token this deployment signed and that has not expired. */
export type TokenCheck = (token: string) => Promise<unknown>;

/**
 * Per bearer token (hashed: raw tokens must not sit in the counters table or dumps) when this
 * deployment signed it and it has not expired; otherwise per client IP. A random, forged or
 * expired bearer string therefore draws on its sender's IP budget instead of opening a new one.
 */
export async function rateLimitKey(request: FastifyRequest, isValidToken: TokenCheck): Promise<string> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (token && (await isValidToken(token).catch(() => false)))
    return `token:${createHash('sha256').update(token).digest('base64url')}`;
  return `ip:${request.ip}`;
}

function isExempt(request: FastifyRequest): boolean {
  const path = pathOf(request.url);
  if (EXEMPT_PATHS.has(path) || path.startsWith('/documentation/static/')) return true;
  // Outside the API prefixes everything is the web app's static files.
  return !isApiPath(path);
}

/**
 * @fastify/rate-limit's store over the rate_limit_counters table: every replica counts in the
 * same rows (one upsert per call; PGlite's one process counts in memory). The database plugin
 * registers after this one, so the handle is read when a call comes.
 */
function databaseStore(app: FastifyInstance, onError: (err: Error) => void): new () => FastifyRateLimitStore {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      countApiCall(app.db, { key, windowMs: timeWindow }).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (err: Error) => {
          onError(err);
          callback(err);
        },
      );
    }
    child() {
      return new DatabaseStore();
    }
  };
}

/**
 * At most RATE_LIMIT_MAX calls per RATE_LIMIT_WINDOW_MS per caller → 42900 (HTTP 429), counted in
 * the database so the limit holds across API replicas. The check is an onRequest hook of the
 * whole app registered before the auth plugin's, so calls that auth then refuses (40100) count
 * too. A route with a limit of its own (`config.rateLimit`, the push webhook) is counted by it.
 */
export const rateLimitPlugin = appPlugin<{ config: Pick<Config, 'rateLimitMax' | 'rateLimitWindowMs'> }>(
  'rate-limit',
  async (app, { config }) => {
    // The auth plugin registers later; a process without it (none today) counts tokens by IP.
    const isValidToken: TokenCheck = async (token) =>
      app.hasDecorator('auth') && app.auth.signer.verify(token);
    let warnedAt = 0;
    await app.register(rateLimit, {
      global: false,
      max: config.rateLimitMax,
      timeWindow: config.rateLimitWindowMs,
      keyGenerator: (request) => rateLimitKey(request, isValidToken),
      allowList: (request) => isExempt(request),
      store: databaseStore(app, (err) => {
        if (Date.now() - warnedAt < CLEANUP_INTERVAL_MS) return;
        warnedAt = Date.now();
        app.log.warn({ err }, 'call counter unavailable: calls are not limited until the database answers');
      }),
      // The database unreachable: calls go through (they will mostly fail on their own) rather
      // than every one answering 500 for the counter; said once a minute.
      skipOnError: true,
      errorResponseBuilder: (request, context) => callLimitError(request, context.max, context.ttl),
    });
    const limit = app.createRateLimit();
    app.addHook('onRequest', async (request, reply) => {
      // Unmatched URLs (the 40400 answer, the web app's history fallback) were never counted.
      if (request.routeOptions.url === undefined || isExempt(request)) return;
      if (request.routeOptions.config?.rateLimit !== undefined) return;
      const result = await limit(request);
      if (result.isAllowed) return;
      reply.header('x-ratelimit-limit', result.max);
      reply.header('x-ratelimit-remaining', result.remaining);
      reply.header('x-ratelimit-reset', result.ttlInSeconds);
      if (!result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      throw callLimitError(request, result.max, result.ttl);
    });

    let cleanup: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      cleanup = setInterval(() => {
        deleteStaleCallCounts(app.db, { windowMs: config.rateLimitWindowMs }).catch((err) =>
          app.log.warn({ err }, 'deleting old call counters failed'),
        );
      }, CLEANUP_INTERVAL_MS).unref();
    });
    app.addHook('preClose', async () => clearInterval(cleanup));
  },
);

function callLimitError(request: FastifyRequest, max: number, ttlMs: number): AppError {
  return new AppError(StatusCode.CALL_LIMIT_EXCEEDED, CALL_LIMIT_MESSAGE, {
    message: messageOf(StatusCode.CALL_LIMIT_EXCEEDED, requestLanguage(request)),
    limit: max,
    retryAfterMs: ttlMs,
  });
}
