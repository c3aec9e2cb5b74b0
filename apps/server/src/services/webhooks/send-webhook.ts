import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_RESPONSE_EXCERPT_BYTES } from '@tracklane/domain';
import { forbiddenAddressReason } from './address-guard.js';

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface WebhookAnswer {
  /** Null when no answer came (refused address, connection error, timeout). */
  statusCode: number | null;
  latencyMs: number;
  /** The first WEBHOOK_RESPONSE_EXCERPT_BYTES of the answer's body. */
  responseExcerpt: string;
  error: string | null;
  succeeded: boolean;
}

export class BlockedAddressError extends Error {}

/**
 * Posts one webhook. The connection goes only to an address the SSRF guard allows: the name is
 * resolved by our own `lookup`, which refuses a private address, and the socket connects to the
 * address it returned (no second resolution a rebinding DNS server could answer differently).
 * Redirects are not followed (an answer is an answer; 3xx is not a success). At most the first
 * 1 KB of the answer is read, then the connection is dropped; the whole attempt, answer included,
 * has `timeoutMs`.
 */
export function sendWebhook(
  request: WebhookRequest,
  { timeoutMs, allowPrivate }: { timeoutMs: number; allowPrivate: boolean },
): Promise<WebhookAnswer> {
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (answer: Omit<WebhookAnswer, 'latencyMs' | 'succeeded'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const succeeded = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
      resolve({ ...answer, latencyMs: latency(), succeeded });
    };
    const url = new URL(request.url);
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    // An address literal is never looked up: check it here.
    const literalWhy = isIP(host) && !allowPrivate ? forbiddenAddressReason(host) : null;
    if (literalWhy) {
      queueMicrotask(() =>
        finish({
          statusCode: null,
          responseExcerpt: '',
          error: `address not allowed: ${host} is ${literalWhy}`,
        }),
      );
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'POST',
      headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body).toString() },
      lookup: guardedLookup(allowPrivate),
      // One connection per attempt: a kept-alive socket would skip the lookup (and the guard).
      agent: false,
    });
    timer = setTimeout(() => {
      finish({ statusCode: null, responseExcerpt: '', error: `timed out after ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error) => {
      finish({ statusCode: null, responseExcerpt: '', error: error.message || String(error) });
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const excerpt = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_EXCERPT_BYTES);
        finish({ statusCode: res.statusCode ?? null, responseExcerpt: utf8Prefix(excerpt), error: null });
        res.destroy();
      };
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // Never buffer a huge answer: the log keeps 1 KB of it.
        if (size >= WEBHOOK_RESPONSE_EXCERPT_BYTES) done();
      });
      res.on('end', done);
      res.on('error', done);
    });
    req.end(request.body);
  });
}

/** Resolves like node would, and refuses (as a connection error) any address the guard forbids. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as LookupAddress[];
      const refused = allowPrivate ? undefined : list.find((a) => forbiddenAddressReason(a.address) !== null);
      if (refused) {
        const why = forbiddenAddressReason(refused.address);
        return callback(new BlockedAddressError(`address not allowed: ${refused.address} is ${why}`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`no address for ${hostname}`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/** The bytes as text, without a character cut in half at the end. */
function utf8Prefix(bytes: Buffer): string {
  // PostgreSQL text holds no U+0000.
  return new TextDecoder('utf-8', { fatal: false })
    .decode(bytes)
    .replace(/\uFFFD$/, '')
    .replaceAll('\u0000', '');
}
