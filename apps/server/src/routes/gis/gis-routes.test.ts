import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../../test/auth.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  alice = await registerMember(app, 'alice');
  bob = await registerMember(app, 'bob', { companyName: 'Bob Freight' });
});
afterAll(() => ctx?.cleanup());

const LAX = { lng: -118.27, lat: 33.74 };
const SHA = { lng: 121.49, lat: 31.23 };

function plan(member: Member | null, query: string, port = 'USLAX') {
  return app.inject({
    url: `/gis/route/plan/${port}?${query}`,
    headers: member ? bearer(member.token) : {},
  });
}

function route(member: Member, payload: object) {
  return app.inject({ method: 'POST', url: '/gis/route', headers: bearer(member.token), payload });
}

describe('GET /gis/route/plan/:startPortCode', () => {
  it('answers a JSON string of more than 10 [lng, lat] across the Pacific', async () => {
    const res = await plan(
      alice,
      `startLng=${LAX.lng}&startLat=${LAX.lat}&endLng=${SHA.lng}&endLat=${SHA.lat}`,
    );
    const body = res.json() as { statusCode: number; data: string };
    expect(body.statusCode).toBe(20000);
    const points = JSON.parse(body.data) as [number, number][];
    expect(points.length).toBeGreaterThan(10);
    expect(points[0]).toEqual([LAX.lng, LAX.lat]);
    // Unwrapped westwards, so the last point is Shanghai written as 121.49 − 360.
    expect(points[points.length - 1]?.[0]).toBeCloseTo(SHA.lng - 360, 6);
  });

  it('answers an empty list within 5° of longitude', async () => {
    const res = await plan(alice, `startLng=${SHA.lng - 3}&startLat=30&endLng=${SHA.lng}&endLat=${SHA.lat}`);
    expect(res.json()).toMatchObject({ statusCode: 20000, data: '[]' });
  });

  it('refuses missing or out-of-range coordinates with 40000', async () => {
    expect((await plan(alice, 'startLng=10&startLat=10&endLng=20')).json().statusCode).toBe(40000);
    expect((await plan(alice, 'startLng=10&startLat=95&endLng=20&endLat=0')).json().statusCode).toBe(40000);
    expect((await plan(alice, 'startLng=abc&startLat=0&endLng=20&endLat=0')).json().statusCode).toBe(40000);
  });

  it('needs a token', async () => {
    const res = await plan(
      null,
      `startLng=${LAX.lng}&startLat=${LAX.lat}&endLng=${SHA.lng}&endLat=${SHA.lat}`,
    );
    expect(res.json().statusCode).not.toBe(20000);
  });
});

describe('GET /vessel2/getRoute', () => {
  const get = (query: string) =>
    app.inject({ url: `/vessel2/getRoute?${query}`, headers: bearer(alice.token) }).then((r) => r.json());

  it('answers the sea route between two points, however close, continuous across 180°', async () => {
    const far = await get(`start=${LAX.lng},${LAX.lat}&end=${SHA.lng},${SHA.lat}`);
    expect(far.statusCode).toBe(20000);
    expect(far.data.length).toBeGreaterThan(10);
    expect(far.data[0]).toEqual([LAX.lng, LAX.lat]);
    expect(far.data.at(-1)[0]).toBeCloseTo(SHA.lng - 360, 6);
    for (const [i, [lng]] of far.data.entries())
      if (i > 0) expect(Math.abs(lng - far.data[i - 1][0])).toBeLessThan(180);
    // Unlike the plan call, a short hop is answered too.
    const near = await get(`start=${SHA.lng - 3},30&end=${SHA.lng},${SHA.lat}`);
    expect(near.data.length).toBeGreaterThan(1);
  });

  it('refuses points that are not lng,lat in range with 40000', async () => {
    expect((await get('start=10,10')).statusCode).toBe(40000);
    expect((await get('start=10,95&end=20,0')).statusCode).toBe(40000);
    expect((await get('start=abc&end=20,0')).statusCode).toBe(40000);
  });
});

describe('POST /gis/route', () => {
  const sailed = {
    type: 'LineString',
    coordinates: [
      [4.0, 51.95],
      [4.00001, 51.95001], // within 1e-4° of the previous point: dropped
      [3.0, 51.5],
      [1.5, 51.0],
    ],
  };

  it('answers the planned POL → POD route when nothing is stored', async () => {
    const res = await route(alice, { businessNumber: 'PLANNED1', polCode: 'NLRTM', podCode: 'USNYC' });
    const data = res.json().data as { type: string; coordinates: [number, number][]; sailed: boolean };
    expect(data.type).toBe('LineString');
    expect(data.sailed).toBe(false);
    expect(data.coordinates.length).toBeGreaterThan(10);
  });

  it('stores a sailed route, returns it on later reads and replaces it on the next save', async () => {
    const saved = await route(alice, {
      businessNumber: 'BL-A-1',
      polCode: 'NLRTM',
      podCode: 'GBFXT',
      lineString: sailed,
    });
    expect(saved.json().data).toEqual({
      type: 'LineString',
      coordinates: [sailed.coordinates[0], sailed.coordinates[2], sailed.coordinates[3]],
      sailed: true,
    });
    const read = await route(alice, { businessNumber: 'BL-A-1', polCode: 'NLRTM', podCode: 'GBFXT' });
    expect(read.json().data.coordinates).toEqual(saved.json().data.coordinates);

    const replacement = {
      type: 'LineString',
      coordinates: [
        [4, 52],
        [2, 51.2],
      ],
    };
    await route(alice, {
      businessNumber: 'BL-A-1',
      polCode: 'NLRTM',
      podCode: 'GBFXT',
      lineString: replacement,
    });
    const again = await route(alice, { businessNumber: 'BL-A-1', polCode: 'NLRTM', podCode: 'GBFXT' });
    expect(again.json().data.coordinates).toEqual(replacement.coordinates);
  });

  it("does not show one organisation's sailed route to another", async () => {
    await route(alice, {
      businessNumber: 'BL-SECRET',
      polCode: 'NLRTM',
      podCode: 'GBFXT',
      lineString: sailed,
    });
    const seen = await route(bob, { businessNumber: 'BL-SECRET', polCode: 'NLRTM', podCode: 'GBFXT' });
    expect(seen.json().data.sailed).toBe(false);
    expect(seen.json().data.coordinates).not.toEqual(expect.arrayContaining([[3.0, 51.5]]));
    // Bob saving the same number keeps Alice's route as it was.
    const own = {
      type: 'LineString',
      coordinates: [
        [10, 10],
        [11, 11],
      ],
    };
    await route(bob, { businessNumber: 'BL-SECRET', polCode: 'NLRTM', podCode: 'GBFXT', lineString: own });
    const alices = await route(alice, { businessNumber: 'BL-SECRET', polCode: 'NLRTM', podCode: 'GBFXT' });
    expect(alices.json().data.coordinates).toContainEqual([3.0, 51.5]);
    expect(alices.json().data.coordinates).not.toContainEqual([10, 10]);
  });

  it('refuses unknown port codes and malformed line strings with 40000', async () => {
    expect(
      (await route(alice, { businessNumber: 'X', polCode: 'XXZZZ', podCode: 'USNYC' })).json().statusCode,
    ).toBe(40000);
    const bad = { type: 'Point', coordinates: [[1, 2]] };
    const res = await route(alice, {
      businessNumber: 'X',
      polCode: 'NLRTM',
      podCode: 'USNYC',
      lineString: bad,
    });
    expect(res.json().statusCode).toBe(40000);
  });

  it('refuses a line string of one point repeated (stored, it would be one point): 40000', async () => {
    const res = await route(alice, {
      businessNumber: 'ONE-POINT',
      polCode: 'NLRTM',
      podCode: 'USNYC',
      lineString: {
        type: 'LineString',
        coordinates: [
          [1, 1],
          [1, 1],
          [1.00001, 1],
        ],
      },
    });
    expect([res.statusCode, res.json().statusCode]).toEqual([400, 40000]);
    expect(res.json().message).toBe('lineString.coordinates: Must have at least two distinct points');
    // Nothing was stored: the route asked back is the planned one.
    const after = await route(alice, { businessNumber: 'ONE-POINT', polCode: 'NLRTM', podCode: 'USNYC' });
    expect([after.json().statusCode, after.json().data?.sailed]).toEqual([20000, false]);
  });
});
