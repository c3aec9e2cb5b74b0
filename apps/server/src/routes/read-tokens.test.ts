import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsReadToken, type RouteAuth } from '../auth/route-auth.js';
import { userIdentities } from '../db/schema/index.js';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../test/auth.js';
import { call } from '../test/organizations.js';
import { createTestContext, type TestContext } from '../test/test-app.js';

/**
 * The read-token matrix: read tokens (an API key's, a union id's) never write. Every registered
 * route that needs a write token is called with each kind of read token and must answer 40300
 * (the catalogue's "no permission") before its handler runs; the routes that are not GETs yet
 * let read tokens in are the ones that said why in their declaration (config.readToken).
 */
let ctx: TestContext;
let app: FastifyInstance;
let ann: Member;
let readTokens: { apiKey: string; unionId: string };
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  ann = await registerMember(app, 'ann');
  const key = (await call(app, ann, 'POST', '/auth/api/keys', { name: 'ERP' })).data;
  const apiKey = (await app.inject({ url: `/auth/api/token?clientId=${key.clientId}&key=${key.key}` })).json()
    .data;
  const me = (await call(app, ann, 'GET', '/auth/user/current')).data;
  await app.db.orm.insert(userIdentities).values({ provider: 'msgapp', unionId: 'un_ann', userId: me.id });
  const union = (await app.inject({ url: '/auth/union/token?unionId=un_ann' })).json().data;
  expect([apiKey.tokenType, union.tokenType]).toEqual(['read', 'read']);
  readTokens = { apiKey: apiKey.accessToken, unionId: union.accessToken };
});
afterAll(() => ctx?.cleanup());

/** A concrete path for a route pattern: the auth check runs before the parameters are read. */
function pathOf(url: string): string {
  return url.replace(/:(\w+)/g, (_m, name: string) =>
    name === 'countryCode' ? 'us' : name === 'provider' ? 'msgapp' : '3f0c1a52-8d5e-4c61-9a3e-2b7f4d9e6a10',
  );
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

describe('read tokens never write', () => {
  it('every route that needs a write token refuses both kinds of read token with 40300', async () => {
    const writing = app.routeAuth.filter((r) => r.auth !== 'public' && !acceptsReadToken(r.auth));
    // The three that once let read tokens write, among the rest.
    expect(writing.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /gis/route',
        'POST /application/ocean/export',
        'POST /application/terminal/subscribe',
      ]),
    );
    const wrong: string[] = [];
    for (const route of writing.filter((r) => r.method !== 'HEAD'))
      for (const [kind, token] of Object.entries(readTokens)) {
        const res = await app.inject({
          method: route.method as 'GET' | 'POST' | 'DELETE',
          url: pathOf(route.url),
          headers: bearer(token),
          ...(isRead(route.method) ? {} : { payload: {} }),
        });
        const body = res.json();
        if (res.statusCode !== 403 || body.statusCode !== 40300 || body.data !== null)
          wrong.push(`${route.method} ${route.url} (${kind}) → ${res.statusCode} ${body.statusCode}`);
      }
    expect(wrong).toEqual([]);
  });

  it('every route that is not a GET and lets read tokens in declares why', () => {
    const open = app.routeAuth.filter((r) => acceptsReadToken(r.auth) && !isRead(r.method));
    expect(open.length).toBeGreaterThan(0);
    for (const route of open) expect(route.readToken, `${route.method} ${route.url}`).toBeDefined();
    // Queries sent by POST stay open to read tokens: the embedded map finds its shipment so.
    const openNames = open.map((r: RouteAuth) => `${r.method} ${r.url} ${r.readToken}`);
    expect(openNames).toEqual(
      expect.arrayContaining(['POST /application/ocean/subscribes query', 'POST /auth/logout own-session']),
    );
    const list = app.inject({
      method: 'POST',
      url: '/application/ocean/subscribes',
      headers: bearer(readTokens.apiKey),
      payload: {},
    });
    return expect(list.then((r) => r.json().statusCode)).resolves.toBe(20000);
  });

  it('a route that is not a GET cannot let read tokens in without saying why', async () => {
    const fresh = await ctx.app({ env: AUTH_TEST_ENV });
    const add = (method: 'GET' | 'POST' | 'DELETE', url: string, config: object) => () =>
      fresh.route({ method, url, config, handler: async () => ({}) });
    expect(add('POST', '/application/sneaky', { auth: 'read' })).toThrow(/lets read tokens in/);
    expect(add('DELETE', '/application/sneaky', { auth: 'member-read' })).toThrow(/lets read tokens in/);
    expect(add('GET', '/application/sneaky', { auth: 'read', readToken: 'query' })).toThrow(/is a read/);
    expect(add('POST', '/application/sneaky', { auth: 'write', readToken: 'query' })).toThrow(
      /does not let read tokens in/,
    );
    expect(add('POST', '/application/query', { auth: 'read', readToken: 'query' })).not.toThrow();
    expect(add('POST', '/application/sneaky', { auth: 'public', readToken: 'query' })).toThrow(
      /does not let/,
    );
    expect(add('POST', '/application/write', { auth: 'write' })).not.toThrow();
  });

  it("a read token cannot overwrite the organisation's sailed route", async () => {
    const route = (token: string, coordinates?: [number, number][]) =>
      app.inject({
        method: 'POST',
        url: '/gis/route',
        headers: bearer(token),
        payload: {
          businessNumber: 'MSKU1234565',
          polCode: 'CNSHA',
          podCode: 'USLAX',
          ...(coordinates ? { lineString: { type: 'LineString', coordinates } } : {}),
        },
      });
    const sailed: [number, number][] = [
      [121.49, 31.23],
      [150, 30],
      [241.73, 33.74],
    ];
    expect((await route(ann.token, sailed)).json().data).toMatchObject({ sailed: true, coordinates: sailed });
    const forged = await route(readTokens.apiKey, [
      [0, 0],
      [1, 1],
    ]);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ statusCode: 40300, data: null });
    expect((await route(ann.token)).json().data).toMatchObject({ sailed: true, coordinates: sailed });
  });

  it('a read token creates no export job', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/application/ocean/export',
      headers: bearer(readTokens.apiKey),
      payload: { language: 'en' },
    });
    expect(res.json()).toMatchObject({ statusCode: 40300, data: null });
    // Listing stays open to read tokens, and there is nothing to list.
    const jobs = await app.inject({ url: '/exports/jobs', headers: bearer(readTokens.apiKey) });
    expect(jobs.json()).toMatchObject({ statusCode: 20000, data: { list: [], total: 0 } });
  });
});
