import type { PortLocation } from '@tracklane/domain';
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

const lookup = async (query: string) => {
  const res = await app.inject({ url: `/vessel2/location/ports?${query}` });
  const body = res.json() as { statusCode: number; data: PortLocation[] };
  return { status: res.statusCode, body };
};

describe('GET /vessel2/location/ports', () => {
  it('answers exact codes without a token, in the order asked, under the code asked', async () => {
    const { status, body } = await lookup('codes=USLAX,CNSHA');
    expect(status).toBe(200);
    expect(body.statusCode).toBe(20000);
    expect(body.data.map((p) => p.code)).toEqual(['USLAX', 'CNSHA']);
    const [la, shanghai] = body.data;
    expect(la).toMatchObject({ country: 'US' });
    expect(la?.name).toMatch(/Los Angeles/);
    expect(la?.lat).toBeCloseTo(33.7, 0);
    expect(la?.lon).toBeCloseTo(-118.3, 0);
    expect(shanghai?.name).toMatch(/Shanghai/);
    expect(shanghai?.lon).toBeGreaterThan(120);
  });

  it('skips unknown and blank codes and de-duplicates', async () => {
    const { body } = await lookup('codes=ZZZZZ,,USLAX,uslax');
    expect(body.data.map((p) => p.code)).toEqual(['USLAX']);
  });

  it('finds by code prefix and by name prefix, any case', async () => {
    const byCode = (await lookup('key=cnsh')).body.data;
    expect(byCode.length).toBeGreaterThan(0);
    expect(byCode.every((p) => p.code.startsWith('CNSH') || /^CNSH/i.test(p.name))).toBe(true);
    const byName = (await lookup('key=rotterd')).body.data;
    expect(byName.map((p) => p.code)).toContain('NLRTM');
  });

  it('puts an exact code first', async () => {
    expect((await lookup('key=NLRTM')).body.data[0]?.code).toBe('NLRTM');
  });

  it('finds a port by the codes forwarders type, each under the product’s code', async () => {
    const first = async (key: string) => (await lookup(`key=${encodeURIComponent(key)}`)).body.data[0];
    // Shanghai is CNSHA (what carriers and forwarders use); UN/LOCODE's CNSGH is an alias.
    expect(await first('CNSHA')).toMatchObject({ code: 'CNSHA', name: 'Shanghai', nameCn: '上海' });
    expect(await first('CNSGH')).toMatchObject({ code: 'CNSHA' });
    expect(await first('cnsha')).toMatchObject({ code: 'CNSHA' });
    expect(await first('NLRTM')).toMatchObject({ code: 'NLRTM', name: 'Rotterdam' });
    expect(await first('USLAX')).toMatchObject({ code: 'USLAX', name: 'Los Angeles' });
    // Every alias of port-aliases.json: Ningbo, Qingdao (CNTAO).
    expect(await first('CNNBO')).toMatchObject({ code: 'CNNGB', name: 'Ningbo' });
    expect(await first('CNTAO')).toMatchObject({ code: 'CNQIN', name: 'Qingdao' });
    // An alias's prefix finds the port too.
    expect((await lookup('key=CNSG')).body.data.map((p) => p.code)).toContain('CNSHA');
  });

  it('finds a port by its Chinese and Japanese names, kana and hiragana too', async () => {
    const codes = async (key: string) =>
      (await lookup(`key=${encodeURIComponent(key)}`)).body.data.map((p) => p.code);
    expect((await codes('上海'))[0]).toBe('CNSHA');
    expect((await codes('鹿特丹'))[0]).toBe('NLRTM');
    expect((await codes('シャンハイ'))[0]).toBe('CNSHA');
    expect((await codes('しゃんはい'))[0]).toBe('CNSHA');
    expect((await codes('ロッテルダム'))[0]).toBe('NLRTM');
    expect((await codes('洛杉矶'))[0]).toBe('USLAX');
    const [rotterdam] = (await lookup(`key=${encodeURIComponent('鹿特丹')}`)).body.data;
    expect(rotterdam).toMatchObject({ name: 'Rotterdam', nameCn: '鹿特丹', nameJp: 'ロッテルダム' });
    // One Chinese character is not a key yet; a Latin key still needs 4.
    expect(await codes('上')).toEqual([]);
  });

  it('finds nothing for keys of 3 characters or fewer (views.md §5)', async () => {
    expect((await lookup('key=CNS')).body.data).toEqual([]);
    expect((await lookup('key=%20%20ab%20')).body.data).toEqual([]);
  });

  it('returns at most 20 ports', async () => {
    const { body } = await lookup('key=port');
    expect(body.data).toHaveLength(20);
  });

  it('rejects an overlong key with 40000', async () => {
    const { body } = await lookup(`key=${'x'.repeat(101)}`);
    expect(body).toMatchObject({ statusCode: 40000 });
  });
});
