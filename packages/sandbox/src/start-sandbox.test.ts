import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terminalSamples } from './providers/terminal/index.js';
import { SANDBOX_PROVIDERS, type Sandbox, startSandbox } from './start-sandbox.js';

/** The whole sandbox as the app starts it: one world, every protocol server on loopback. */
describe('startSandbox', () => {
  let sandbox: Sandbox;
  const get = (url: string, key = sandbox.apiKey) => fetch(url, { headers: { 'API-Key': key } });

  beforeAll(async () => {
    sandbox = await startSandbox({ seed: 3, speed: 0, size: { activeContainers: 300 }, apiKey: 'k-test' });
  });
  afterAll(() => sandbox?.close());

  it('serves the events of a sample container over DCSA T&T 2.2', async () => {
    const [container] = sandbox.world.samples().containers;
    expect(container).toBeDefined();
    const res = await get(`${sandbox.endpoints.dcsaTnt}/v2/events?equipmentReference=${container}`);
    expect(res.status).toBe(200);
    const events = (await res.json()) as { eventType: string; equipmentReference?: string }[];
    expect(events.length).toBeGreaterThan(0);
    expect(events.some((e) => e.eventType === 'EQUIPMENT' && e.equipmentReference === container)).toBe(true);
  });

  it('refuses an unfiltered event query on the full world, as real carriers do', async () => {
    const res = await get(`${sandbox.endpoints.dcsaTnt}/v2/events`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('equipmentReference');
  });

  it('refuses a wrong API key', async () => {
    const [container] = sandbox.world.samples().containers;
    const res = await get(`${sandbox.endpoints.dcsaTnt}/v2/events?equipmentReference=${container}`, 'wrong');
    expect(res.status).toBe(401);
  });

  it('answers the schedule APIs', async () => {
    const ovs = await get(`${sandbox.endpoints.dcsaOvs}/v3/service-schedules?limit=1`);
    expect(ovs.status).toBe(200);
    expect(((await ovs.json()) as unknown[]).length).toBe(1);
    const port = sandbox.world.services[0]?.rotation[0];
    const day = new Date(sandbox.clock.now()).toISOString().slice(0, 10);
    const cs = await get(`${sandbox.endpoints.dcsaCs}/v1/port-schedules?UNLocationCode=${port}&date=${day}`);
    expect(cs.status).toBe(200);
  });

  it('serves the air cargo of the same seed: a sample AWB with its FSU events', async () => {
    const [awb] = sandbox.air.samples().awbNumbers;
    expect(awb).toBeDefined();
    const res = await get(`${sandbox.endpoints.air}/v1/awb/${awb}`);
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain('RCS');
  });

  it('answers the truck and rail providers with the same key', async () => {
    const shipment = sandbox.world.shipments.find((s) => s.preCarriage?.mode === 'TRUCK');
    const container = shipment?.containers[0]?.number;
    expect(container).toBeDefined();
    const bindings = await get(`${sandbox.endpoints.truck}/v1/bindings?businessNumber=${container}`);
    expect(bindings.status).toBe(200);
    const unknown = await get(`${sandbox.endpoints.rail}/v1/us/trips/MSCU0000000/current`);
    expect([400, 404]).toContain(unknown.status);
    expect((await get(`${sandbox.endpoints.rail}/v1/eu/tracks?containerNo=x`, 'wrong')).status).toBe(401);
  });

  it('serves terminal status last in the port block: US records and CN port events of the samples', async () => {
    expect(SANDBOX_PROVIDERS[SANDBOX_PROVIDERS.length - 1]).toBe('terminal');
    const samples = terminalSamples(sandbox.world, sandbox.clock.now());
    const us = samples.find((s) => s.call === 'download');
    const cn = samples.find((s) => s.call === 'port-events');
    expect(us && cn).toBeTruthy();
    const res = await fetch(`${sandbox.endpoints.terminal}/v1/us/download`, {
      method: 'POST',
      headers: { 'API-Key': sandbox.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ portCode: us?.portCode, containerNumbers: [us?.containerNumber] }),
    });
    expect(res.status).toBe(200);
    const { records } = (await res.json()) as {
      records: { terminalCode: string | null; inDate: string | null }[];
    };
    expect(records[0]?.terminalCode).not.toBeNull();
    expect(records[0]?.inDate).not.toBeNull();
    const events = await get(
      `${sandbox.endpoints.terminal}/v1/ports/${cn?.portCode}/events?containerNumber=${cn?.containerNumber}`,
    );
    const [box] = ((await events.json()) as { containers: { events: unknown[] }[] }).containers;
    expect(box?.events.length).toBeGreaterThan(0);
  });

  it('streams AIS sentences with valid checksums over TCP', async () => {
    const line = await new Promise<string>((resolve, reject) => {
      const socket = connect(sandbox.endpoints.ais.port, sandbox.endpoints.ais.host);
      let buffer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        buffer += chunk;
        const end = buffer.indexOf('\r\n');
        if (end >= 0) {
          socket.destroy();
          resolve(buffer.slice(0, end));
        }
      });
      socket.on('error', reject);
    });
    const match = /^!AIVDM,\d,\d,\d?,[AB]?,([^,]*),\d\*([0-9A-F]{2})$/.exec(line);
    expect(match).not.toBeNull();
    const body = line.slice(1, line.indexOf('*'));
    let sum = 0;
    for (const ch of body) sum ^= ch.charCodeAt(0);
    expect(sum.toString(16).toUpperCase().padStart(2, '0')).toBe(match?.[2]);
  });
});
