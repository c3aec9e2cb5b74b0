import { directoryCarriers, oceanCarriers } from '@tracklane/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app();
  await app.ready();
});
afterAll(() => ctx?.cleanup());

interface Entry {
  code: string;
  name: string;
  nameCn: string | null;
  trackUrl: string | null;
  website: string | null;
}
const codes = (entries: { code: string }[]) => entries.map((e) => e.code);
const shippingList = (payload?: object) =>
  app.inject({ method: 'POST', url: '/base/getShippingList', ...(payload ? { payload } : {}) });

describe('GET /application/base/carriers', () => {
  it('returns the ocean list without a token, with website and tracking URL', async () => {
    const res = await app.inject({ url: '/application/base/carriers' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { statusCode: number; data: Entry[] };
    expect(body.statusCode).toBe(20000);
    expect(codes(body.data)).toEqual(codes(oceanCarriers(app.referenceData.carriers)));
    expect(body.data.find((e) => e.code === 'MAEU')).toMatchObject({
      name: 'Maersk',
      nameCn: '马士基航运',
      website: 'https://www.maersk.com',
      trackUrl: 'https://www.maersk.com/tracking/#tracking?{number}',
    });
  });

  it('returns the larger directory with list=directory', async () => {
    const data = (await app.inject({ url: '/application/base/carriers?list=directory' })).json()
      .data as Entry[];
    expect(codes(data)).toEqual(codes(directoryCarriers(app.referenceData.carriers)));
    expect(data.length).toBeGreaterThan(oceanCarriers(app.referenceData.carriers).length);
  });

  it('rejects an unknown list name with 40000', async () => {
    const res = await app.inject({ url: '/application/base/carriers?list=everything' });
    expect(res.json()).toMatchObject({ statusCode: 40000 });
  });
});

describe('POST /base/getShippingList', () => {
  it('filters by Chinese name', async () => {
    expect(codes((await shippingList({ nameCn: '长荣' })).json().data)).toEqual(['EGLV']);
  });

  it('filters by English name, any case, by substring', async () => {
    const data = (await shippingList({ nameCn: 'HAPAG' })).json().data as Entry[];
    expect(codes(data)).toEqual(['HLCU']);
    const lines = codes((await shippingList({ nameCn: 'line' })).json().data);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines).toContain('ACLU');
  });

  it('returns the whole directory without a name and nothing for a miss', async () => {
    const all = directoryCarriers(app.referenceData.carriers).length;
    expect((await shippingList({})).json().data).toHaveLength(all);
    expect((await shippingList()).json().data).toHaveLength(all);
    expect((await shippingList({ nameCn: 'zzzz-no-such-line' })).json().data).toEqual([]);
  });

  it('rejects a name that is not a string with 40000', async () => {
    expect((await shippingList({ nameCn: 42 })).json()).toMatchObject({ statusCode: 40000 });
  });
});
