import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.cleanup());

describe('the embedded sandbox world', () => {
  it('starts with the app, serves its providers on loopback and describes itself at GET /sandbox/world', async () => {
    const app = await ctx.app({
      env: { SANDBOX_WORLD: 'true', SANDBOX_CONTAINERS: '300', SANDBOX_SEED: '5' },
    });
    const res = await app.inject({ url: '/sandbox/world' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.seed).toBe(5);
    expect(data.counts.vessels).toBeGreaterThanOrEqual(300);
    expect(data.samples.containers.length).toBeGreaterThan(0);
    expect(data.samples.airWaybills.length).toBeGreaterThan(0);
    expect(Object.keys(data.endpoints).sort()).toEqual([
      'air',
      'ais',
      'dcsaCs',
      'dcsaOvs',
      'dcsaTnt',
      'rail',
      'truck',
    ]);
    expect(JSON.stringify(data)).not.toContain(app.sandboxWorld?.apiKey);

    // The endpoints it names answer over the real protocol, with the key only the server holds.
    const container = data.samples.containers[0];
    const events = await fetch(`${data.endpoints.dcsaTnt}/v2/events?equipmentReference=${container}`, {
      headers: { 'API-Key': app.sandboxWorld?.apiKey ?? '' },
    });
    expect(events.status).toBe(200);
    expect(((await events.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('is off with SANDBOX_WORLD=false: no world, no route', async () => {
    const app = await ctx.app();
    expect(app.sandboxWorld).toBeNull();
    expect((await app.inject({ url: '/sandbox/world' })).json().statusCode).toBe(40400);
  });
});
