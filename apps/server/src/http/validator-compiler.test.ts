import { fieldLabel, isLabelledField } from '@tracklane/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../test/auth.js';
import { type OpenApiDocument, operationsOf, sampleOf } from '../test/fuzz-requests.js';
import { createTestContext, type TestContext } from '../test/test-app.js';

/**
 * Input PostgreSQL cannot store is refused by the validator every route shares, with 40000
 * naming the field, before any service runs: NUL anywhere, lone surrogates (jsonb refuses
 * them), dates outside 1900–9999, hostile nesting. Before, each of these answered 50000.
 */
let ctx: TestContext;
let app: FastifyInstance;
let ann: Member;
let doc: OpenApiDocument;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  ann = await registerMember(app, 'ann');
  doc = (await app.inject({ url: '/documentation/json' })).json();
});
afterAll(() => ctx?.cleanup());

async function send(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: string) {
  const res = await app.inject({
    method,
    url,
    headers: {
      ...bearer(ann.token),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
  return {
    status: res.statusCode,
    body: res.json() as { statusCode: number; message: string; data: unknown },
  };
}

/** The route's body as the OpenAPI document describes it, with `changes` applied. */
function bodyOf(path: string, changes: Record<string, unknown>): string {
  const op = operationsOf(doc).find((o) => o.path === path && o.method === 'POST');
  if (!op?.body) throw new Error(`no body schema for ${path}`);
  return JSON.stringify({ ...(sampleOf(op.body) as Record<string, unknown>), ...changes });
}

/**
 * 40000 naming `field`, and the words of the problem: a field a form shows in words (its label,
 * field-problems.ts), an API-only one by its wire name.
 */
function refused(field: string, words: RegExp) {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const label = fieldLabel(field, 'en');
  const lastNamed = field.split('.').findLast((part) => !/^\d+$/.test(part)) ?? field;
  const named = !isLabelledField(lastNamed)
    ? `${literal(field)}: `
    : `${literal(label.charAt(0).toUpperCase() + label.slice(1))} is not valid$`;
  return {
    status: 400,
    body: {
      statusCode: 40000,
      message: expect.stringMatching(new RegExp(`^${named}`)),
      data: { issues: [expect.objectContaining({ field, message: expect.stringMatching(words) })] },
    },
  };
}

describe('NUL characters', () => {
  it('in a query string, on a public route (the sign-in throttle query)', async () => {
    const res = await app.inject({ url: '/auth/user/token?username=a%00b&password=secret123' });
    expect({ status: res.statusCode, body: res.json() }).toEqual(refused('username', /NUL/));
  });

  it('in a body field, a path parameter and a key', async () => {
    expect(await send('POST', '/auth/organization/update', JSON.stringify({ name: 'Acme\u0000' }))).toEqual(
      refused('name', /NUL/),
    );
    expect(await send('DELETE', '/auth/user/identities/msgapp/a%00b')).toEqual(refused('unionId', /NUL/));
    const key = await send(
      'POST',
      '/auth/organization/update',
      JSON.stringify({ name: 'Acme', 'x\u0000': 1 }),
    );
    expect(key).toEqual(refused('body', /key containing the NUL/));
  });
});

describe('lone UTF-16 surrogates in fields stored as jsonb', () => {
  it('the viewed-sailing record', async () => {
    const payload = bodyOf('/vessel2/schedule/detail/log/save', { carrierName: 'Maersk \ud800' });
    expect(payload).toContain('\\ud800');
    expect(await send('POST', '/vessel2/schedule/detail/log/save', payload)).toEqual(
      refused('carrierName', /Unicode/),
    );
  });

  it("an export's remark filter and a terminal lookup's number", async () => {
    expect(await send('POST', '/application/ocean/export', JSON.stringify({ remark: '\udc00x' }))).toEqual(
      refused('remark', /Unicode/),
    );
    const lookup = JSON.stringify({ businessNumber: 'MSCU1234566\ud83d', portCode: 'CNSHA' });
    expect(await send('POST', '/terminal/port/event/shipment', lookup)).toEqual(
      refused('businessNumber', /Unicode/),
    );
  });

  it('a well-formed pair (an emoji) is text like any other', async () => {
    const res = await send('POST', '/application/ocean/export', JSON.stringify({ remark: 'ship 🚢' }));
    expect(res.body.statusCode).toBe(20000);
  });
});

describe('dates PostgreSQL cannot hold: every date is in the years 1900–9999', () => {
  it.each([
    ['/application/ocean/subscribe/?createdFrom=12345', 'createdFrom'],
    ['/application/ocean/subscribe/?etdFrom=%2B275760-09-13T00:00:00Z', 'etdFrom'],
    ['/application/ocean/subscribe/?etaTo=1899-12-31T23:59:59Z', 'etaTo'],
    ['/application/vessel?mmsi=477000001&startTime=2025-01-01T00:00:00Z&endTime=12345', 'endTime'],
    ['/vessel2/schedule/history?updateTime=1899-12-31', 'updateTime'],
  ])('%s → 40000 naming %s', async (url, field) => {
    expect(await send('GET', url)).toEqual(refused(field, /years 1900 to 9999/));
  });

  it('in a body (the subscription list)', async () => {
    const res = await send(
      'POST',
      '/application/ocean/subscribes',
      JSON.stringify({ createdTo: '-000001-01-01' }),
    );
    expect(res).toEqual(refused('createdTo', /years 1900 to 9999/));
  });

  it('the first and the last day of the range are dates like any other', async () => {
    const url =
      '/application/ocean/subscribe/?createdFrom=1900-01-01T00:00:00Z&createdTo=9999-12-31T23:59:59.999Z';
    expect((await send('GET', url)).body.statusCode).toBe(20000);
    expect((await send('GET', '/vessel2/schedule/history?updateTime=9999-12-31')).body.statusCode).toBe(
      20000,
    );
  });
});

describe('hostile nesting', () => {
  it('a body nested deeper than any of our shapes is refused before the schema walks it', async () => {
    const deep = `{"name":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const res = await send('POST', '/auth/organization/update', deep);
    expect(res).toEqual(refused(`name${'.0'.repeat(31)}`, /nested more than 32 levels/));
  });
});
