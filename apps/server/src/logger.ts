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

/** Error fields holding a failed query's values: drizzle's and PGlite's bound parameters, and
 * PostgreSQL's detail ("Key (key_hash)=(…) already exists", "Failing row contains (…)"). */
const QUERY_VALUE_FIELDS = new Set(['params', 'parameters', 'detail']);

// biome-ignore lint/suspicious/noExplicitAny: errors are read field by field, whatever threw them.
type AnyError = Error & Record<string, any>;

/** An error as it appears in a log line. */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** A database error: drizzle's wrapper (query + params) or the driver's (SQLSTATE + severity). */
function isDatabaseError(err: AnyError): boolean {
  return (
    ('query' in err && 'params' in err) ||
    (typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && 'severity' in err)
  );
}

function causesOf(err: AnyError): AnyError[] {
  const chain: AnyError[] = [];
  for (let e: unknown = err; e instanceof Error && !chain.includes(e as AnyError); e = e.cause) {
    chain.push(e as AnyError);
  }
  return chain;
}

/**
 * Takes a failed query's values out of a text: drizzle's message ends `params: <values>`, and
 * PostgreSQL quotes the offending input (`invalid input syntax for type uuid: "…"`, `value "…"
 * is out of range`). The SQL itself (placeholders, names) stays: it is what an operator needs.
 */
function withoutQueryValues(text: string, chain: AnyError[]): string {
  let out = text;
  for (const err of chain) {
    if ('params' in err) out = out.split(`\nparams: ${String(err.params)}`).join('\nparams: [Redacted]');
  }
  return out
    .replace(/: "(?:[^"\\]|\\.)*"/g, `: "${CENSOR}"`)
    .replace(/value "(?:[^"\\]|\\.)*"/g, `value "${CENSOR}"`);
}

/**
 * pino's error serializer (type, message and stack with their causes, own fields), except that a
 * database error keeps none of the values it was run with (a new API key's hash, an account name):
 * the log says which query failed and why, never with what.
 */
export function serializeError(value: unknown, seen: ReadonlySet<unknown> = new Set()): unknown {
  if (!(value instanceof Error)) return value;
  if (seen.has(value)) return '[Circular]';
  const err = value as AnyError;
  const chain = causesOf(err);
  const scrub = chain.some(isDatabaseError)
    ? (text: string) => withoutQueryValues(text, chain)
    : (text: string) => text;
  const out: Record<string, unknown> = {
    type: err.constructor?.name ?? err.name,
    message: scrub(chain.map((e) => e.message).join(': ')),
    stack: scrub(chain.map((e) => e.stack ?? '').join('\ncaused by: ')),
  };
  for (const e of chain.slice(1)) {
    // The driver's SQLSTATE and where it failed, without its detail.
    if (typeof e.code === 'string' && out.causeCode === undefined) out.causeCode = e.code;
  }
  for (const key in err) {
    if (key in out || key === 'cause' || QUERY_VALUE_FIELDS.has(key)) continue;
    const field = err[key];
    if (field instanceof Error) out[key] = serializeError(field, new Set([...seen, ...chain]));
    else out[key] = typeof field === 'string' ? scrub(field) : field;
  }
  return out;
}

export interface LogDestination {
  write(line: string): void;
}

/** Structured JSON logs (pino through Fastify): one line per event, request id on each request line. */
export function loggerOptions(level: LogLevel, stream?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    // pino hands it whatever sits under `err`: an error gets the serialized shape, anything else is kept.
    serializers: { req: serializeRequest, err: (err) => serializeError(err) as SerializedError },
    ...(stream ? { stream } : {}),
  };
}
