import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config.js';

/** Field names whose values never reach a log line (matched as query keys case-insensitively). */
const SENSITIVE_FIELDS = [
  'password',
  'oldPassword',
  'confirmPassword',
  'token',
  'accessToken',
  'key',
  'secret',
  // Verification codes and union ids sign people in as much as passwords do.
  'code',
  'roundCode',
  'unionId',
];
const SENSITIVE_QUERY_KEY = /pass|token|key|secret|auth|sign|^code$|roundcode|unionid/i;
const CENSOR = '[Redacted]';

// pino's redact wildcards match one level each; cover the depths our log objects have.
const fieldPaths = SENSITIVE_FIELDS.flatMap((field) =>
  ['', '*.', '*.*.', '*.*.*.', '*.*.*.*.'].map((prefix) => `${prefix}${field}`),
);

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...fieldPaths,
];

/** Replaces the values of sensitive query parameters: `?key=abc&page=2` → `?key=[Redacted]&page=2`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return eq !== -1 && SENSITIVE_QUERY_KEY.test(decoded) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Fastify's request serializer, with the query string redacted and no headers. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Honour a caller's (or proxy's) x-request-id when it looks like an id, else a fresh UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const incoming = raw.headers['x-request-id'];
  if (typeof incoming === 'string' && /^[\w.:-]{1,128}$/.test(incoming)) return incoming;
  return randomUUID();
}

export interface LogDestination {
  write(line: string): void;
}

/** Structured JSON logs (pino through Fastify): one line per event, request id on each request line. */
export function loggerOptions(level: LogLevel, stream?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
