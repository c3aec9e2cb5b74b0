import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { AppError, messageOf, StatusCode } from '@tracklane/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { isApiPath, pathOf } from '../http/api-paths.js';
import { requestLanguage } from '../http/language.js';
import { appPlugin } from './app-plugin.js';

/** The web client recognises the limit by this exact English text (spec platform.md §8). */
export const CALL_LIMIT_MESSAGE = 'call limit exceeded';

// Always answered, however busy the caller: probes, the version check, and the reference's assets.
const EXEMPT_PATHS = new Set(['/health', '/version.json']);

/** Per bearer token (hashed: raw tokens must not sit in memory maps or dumps), else per client IP. */
export function rateLimitKey(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (match?.[1]) return `token:${createHash('sha256').update(match[1]).digest('base64url')}`;
  return `ip:${request.ip}`;
}

function isExempt(request: FastifyRequest): boolean {
  const path = pathOf(request.url);
  if (EXEMPT_PATHS.has(path) || path.startsWith('/documentation/static/')) return true;
  // Outside the API prefixes everything is the web app's static files.
  return !isApiPath(path);
}

/** At most RATE_LIMIT_MAX calls per RATE_LIMIT_WINDOW_MS per caller → 42900 (HTTP 429). */
export const rateLimitPlugin = appPlugin<{ config: Pick<Config, 'rateLimitMax' | 'rateLimitWindowMs'> }>(
  'rate-limit',
  async (app, { config }) => {
    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitMax,
      timeWindow: config.rateLimitWindowMs,
      keyGenerator: rateLimitKey,
      allowList: (request) => isExempt(request),
      // Thrown by the plugin, so the errors plugin writes the envelope.
      errorResponseBuilder: (request, context) =>
        new AppError(StatusCode.CALL_LIMIT_EXCEEDED, CALL_LIMIT_MESSAGE, {
          message: messageOf(StatusCode.CALL_LIMIT_EXCEEDED, requestLanguage(request)),
          limit: context.max,
          retryAfterMs: context.ttl,
        }),
    });
  },
);
