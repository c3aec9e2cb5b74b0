import { httpStatusOf, isStatusCode } from '@tracklane/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, bearer, registerMember } from '../test/auth.js';
import {
  type FuzzRequest,
  mutationsOf,
  type OpenApiDocument,
  type Operation,
  operationsOf,
} from '../test/fuzz-requests.js';
import { createTestContext, type TestContext } from '../test/test-app.js';

/**
 * The fuzzer: every operation of the OpenAPI document, signed in as an organisation's main
 * account, given hostile input field by field (test/fuzz-requests.ts). Whatever the input, the
 * answer is the envelope with a catalogue code other than 50000, and carries the security
 * headers and the request id.
 */
let ctx: TestContext;
let app: FastifyInstance;
let operations: Operation[];
let token = '';
let members = 0;
/** The error logged for each request id: the failure report shows what went wrong inside. */
const logged = new Map<string, string>();
/** How many answers carried each catalogue code. */
const codes = new Map<number, number>();

async function signIn() {
  members += 1;
  token = (await registerMember(app, `fuzzer${members}`)).token;
}

/** Some operations end the session (logout, a revoked key…): a new member then takes over. */
async function keepSignedIn() {
  const res = await app.inject({ url: '/auth/user/current', headers: bearer(token) });
  if (res.json().statusCode !== 20000) await signIn();
}

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({
    // The sandbox world is every provider (terminal calls reach one), as small as it goes. Load
    // shedding off: thousands of requests at once on a busy machine would be answered 50300,
    // which is right there but hides the answer to the hostile input this test is about.
    env: {
      ...AUTH_TEST_ENV,
      LOG_LEVEL: 'error',
      SANDBOX_WORLD: 'true',
      SANDBOX_CONTAINERS: '100',
      OVERLOAD_MAX_IN_FLIGHT: '0',
      OVERLOAD_MAX_WAIT_MS: '0',
    },
    logStream: {
      write(line: string) {
        const entry = JSON.parse(line) as { reqId?: string; err?: { message?: string }; msg?: string };
        if (entry.reqId) logged.set(entry.reqId, entry.err?.message ?? entry.msg ?? '');
      },
    },
  });
  await app.ready();
  operations = operationsOf((await app.inject({ url: '/documentation/json' })).json() as OpenApiDocument);
  await signIn();
});
afterAll(() => ctx?.cleanup());

/** What is wrong with one answer; null when nothing is. */
function problemOf(op: Operation, res: LightMyRequestResponse): string | null {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`HTTP ${res.statusCode}`);
  for (const header of ['content-security-policy', 'x-content-type-options', 'x-request-id']) {
    if (!res.headers[header]) problems.push(`no ${header}`);
  }
  const type = String(res.headers['content-type'] ?? '');
  // A route's own success may be a file (an export, an avatar, a QR code).
  const ownContent = res.statusCode < 300 && (!op.envelope || !type.startsWith('application/json'));
  if (!ownContent) {
    let body: { statusCode?: unknown; message?: unknown } | null = null;
    try {
      body = JSON.parse(res.body);
    } catch {}
    if (!body || !isStatusCode(body.statusCode) || typeof body.message !== 'string' || !('data' in body)) {
      problems.push(`not the envelope: ${res.body.slice(0, 120)}`);
    } else {
      codes.set(body.statusCode, (codes.get(body.statusCode) ?? 0) + 1);
      if (body.statusCode === 50000) problems.push(`50000: ${body.message.slice(0, 200)}`);
      else if (httpStatusOf(body.statusCode) !== res.statusCode)
        problems.push(`HTTP ${res.statusCode} for ${body.statusCode}`);
    }
  }
  return problems.length > 0 ? problems.join('; ') : null;
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

describe('every route, fuzzed', () => {
  it('answers every hostile request with the envelope, never 50000, with the security headers', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      await keepSignedIn();
      const requests: FuzzRequest[] = mutationsOf(op, bearer(token));
      await inParallel(requests, 8, async (request) => {
        const res = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        sent += 1;
        const problem = problemOf(op, res);
        if (problem) {
          const inside = logged.get(String(res.headers['x-request-id']));
          const why = inside ? ` (logged: ${inside.replace(/\s+/g, ' ').slice(0, 300)})` : '';
          failures.push(`${request.label} → ${problem}${why}`);
        }
      });
    }
    console.info(`fuzzed ${operations.length} operations with ${sent} requests`, Object.fromEntries(codes));
    expect(failures.slice(0, 60), `${failures.length} failing requests of ${sent}`).toEqual([]);
    // The session held: requests reached the routes rather than stopping at sign-in.
    expect(codes.get(40100) ?? 0).toBeLessThan(sent / 10);
    expect(codes.get(20000)).toBeGreaterThan(0);
  }, 170_000);
});
