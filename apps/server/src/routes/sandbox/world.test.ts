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
    expect(data.samples.delayed.length).toBeGreaterThan(0);
    for (const n of [
      ...data.samples.bookings,
      ...data.samples.billsOfLading,
      ...data.samples.containers,
      ...data.samples.delayed,
    ])
      expect(data.samples.carriers[n]).toMatch(/^[A-Z]{4}$/);
    expect(data.samples.airWaybills.length).toBeGreaterThan(0);
    expect(Object.keys(data.endpoints).sort()).toEqual([
      'air',
      'ais',
      'dcsaCs',
      'dcsaOvs',
      'dcsaTnt',
      'rail',
      'terminal',
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

    // Terminal samples: a US box answered by the download call, a CN box by port events.
    const samples = data.samples.terminal as { containerNumber: string; portCode: string; call: string }[];
    const us = samples.find((s) => s.call === 'download' && s.portCode.startsWith('US'));
    const cn = samples.find((s) => s.call === 'port-events' && s.portCode.startsWith('CN'));
    if (!us || !cn) throw new Error(`missing terminal samples: ${JSON.stringify(samples)}`);
    const download = await fetch(`${data.endpoints.terminal}/v1/us/download`, {
      method: 'POST',
      headers: { 'API-Key': app.sandboxWorld?.apiKey ?? '', 'Content-Type': 'application/json' },
      body: JSON.stringify({ portCode: us.portCode, containerNumbers: [us.containerNumber] }),
    });
    const { records } = (await download.json()) as { records: { terminalCode: string | null }[] };
    expect(records[0]?.terminalCode).not.toBeNull();
    const portEvents = await fetch(
      `${data.endpoints.terminal}/v1/ports/${cn.portCode}/events?containerNumber=${cn.containerNumber}`,
      { headers: { 'API-Key': app.sandboxWorld?.apiKey ?? '' } },
    );
    const [box] = ((await portEvents.json()) as { containers: { events: unknown[] }[] }).containers;
    expect(box?.events.length).toBeGreaterThan(0);
  });

  it('is off with SANDBOX_WORLD=false: no world, no route', async () => {
    const app = await ctx.app();
    expect(app.sandboxWorld).toBeNull();
    expect((await app.inject({ url: '/sandbox/world' })).json().statusCode).toBe(40400);
  });
});
