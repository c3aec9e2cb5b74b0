import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { SECURITY_POLICY, securityHeaders } from './helmet.js';

/**
 * What Fastify's router and Node's HTTP parser refuse before any hook runs still gets the
 * envelope, the security headers and a request id, and never echoes the URL back. Before, these
 * were Fastify's bare bodies: 400 FST_ERR_BAD_URL, 414 with the whole URL, a raw 431.
 */
let ctx: TestContext;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => ctx?.cleanup());

function expectSecurityHeaders(headers: Record<string, unknown>) {
  for (const [name, value] of securityHeaders(SECURITY_POLICY))
    expect([name, headers[name]]).toEqual([name, value]);
  expect(headers['x-request-id']).toMatch(/^[\w.:-]+$/);
}

describe('answers the router refuses', () => {
  it('a path whose percent-encoding does not decode → 40000 envelope, in the language asked', async () => {
    const res = await app.inject({ url: '/application/ocean/subscribe/%E0%A4%A', headers: { lang: 'zh' } });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { statusCode: 40000, message: '参数错误', data: null },
    ]);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(res.headers);
    expect(res.body).not.toContain('%E0');
  });

  it('an over-long path parameter → 40001 envelope, without the URL', async () => {
    const long = 'a'.repeat(5000);
    const res = await app.inject({ url: `/application/ocean/subscribe/${long}` });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { statusCode: 40001, message: 'Parameter list too long', data: null },
    ]);
    expectSecurityHeaders(res.headers);
    expect(res.body).not.toContain('aaaaaaaaaa');
  });
});

describe('answers a plugin leaves empty', () => {
  it('a plain GET on the live socket route → 40400 envelope, not an empty 404', async () => {
    const res = await app.inject({ url: '/application/live', headers: { lang: 'jp' } });
    expect([res.statusCode, res.json()]).toEqual([
      404,
      { statusCode: 40400, message: 'リンクが間違っています', data: null },
    ]);
    expectSecurityHeaders(res.headers);
  });
});

/** Sends raw bytes to the listening server; resolves with what it answered before closing. */
function rawExchange(
  request: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
    });
    socket.on('error', (err) => {
      // The server may reset while we are still writing an oversized header; keep its answer.
      if (!received) reject(err);
    });
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

describe("answers Node's parser refuses", () => {
  it('a header block over the limit → 40001 envelope with the security headers', async () => {
    const res = await rawExchange(
      `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(64 * 1024)}\r\n\r\n`,
    );
    expect([res.status, JSON.parse(res.body)]).toEqual([
      400,
      { statusCode: 40001, message: 'Parameter list too long', data: null },
    ]);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expectSecurityHeaders(res.headers);
  });

  it('a malformed request → 40000 envelope with the security headers', async () => {
    const res = await rawExchange('GET /health HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n');
    expect([res.status, JSON.parse(res.body)]).toEqual([
      400,
      { statusCode: 40000, message: 'Bad parameter', data: null },
    ]);
    expectSecurityHeaders(res.headers);
  });

  it('a well-formed request on the same server is answered as usual', async () => {
    const res = await rawExchange('GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
  });
});
