import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../../world/build-world.js';
import { referenceAndRouter } from '../../world/cargo/__fixtures__/small-world.js';
import type { World } from '../../world/model.js';
import { manualClock } from '../__fixtures__/fixture-world.js';
import { call } from '../__fixtures__/http-client.js';
import { FaultSwitch } from '../faults.js';
import type { RunningServer } from '../http/types.js';
import type { PortEvent, PortStay } from './port-events.js';
import { ON_DEMAND_PORTS, SUBSCRIPTION_LEAD_MS } from './port-rules.js';
import type { TerminalRecord } from './render-terminal-record.js';
import { startTerminalServer } from './server.js';
import { type TerminalVisit, terminalVisits } from './terminal-visit.js';

const ANCHOR = Date.UTC(2026, 4, 4, 12);
const KEY = 'terminal-key';
const MINUTE = 60_000;
const clock = manualClock(ANCHOR);
const faults = new FaultSwitch();
let world: World;
let server: RunningServer;
let twin: RunningServer;

/** A stay begun before the anchor at a port matching `port`, with the box's port code as carriers send it. */
function visitAt(port: (code: string) => boolean, side: 'portOfLoading' | 'portOfDischarge'): TerminalVisit {
  for (const s of world.shipments) {
    const code = s[side];
    if (!port(code)) continue;
    for (const c of s.containers) {
      const v = terminalVisits(world, c.number, code).find((x) => x.inAt < ANCHOR && x.outAt > ANCHOR);
      if (v) return v;
    }
  }
  throw new Error('the test world has no such stay');
}

const download = (cc: string, body: unknown, url = server.url, key: string | null = KEY) =>
  call(`${url}/v1/${cc}/download`, key, { method: 'POST', body: JSON.stringify(body) });
interface EventsOfBox {
  containerNumber: string;
  stays: PortStay[];
  events: PortEvent[];
}
const recordsOf = (body: unknown) => (body as { records: TerminalRecord[] }).records;
const onDemand = (code: string) => (ON_DEMAND_PORTS as readonly string[]).includes(code);

beforeAll(async () => {
  const { reference, router } = referenceAndRouter();
  world = buildWorld({ seed: 5, anchor: ANCHOR, reference, router, size: { activeContainers: 300 } });
  server = await startTerminalServer({ world, clock, faults, apiKey: KEY });
  const again = buildWorld({ seed: 5, anchor: ANCHOR, reference, router, size: { activeContainers: 300 } });
  twin = await startTerminalServer({ world: again, clock, faults: new FaultSwitch(), apiKey: KEY });
}, 60_000);

afterAll(async () => {
  await server.close();
  await twin.close();
});

describe('terminal status server', () => {
  it('requires the API key', async () => {
    const v = visitAt((c) => c.startsWith('US') && !onDemand(c), 'portOfDischarge');
    const body = { portCode: v.port.locode, containerNumbers: [v.containerNumber] };
    expect((await download('us', body, server.url, null)).status).toBe(401);
    expect((await download('us', body, server.url, 'wrong')).status).toBe(401);
    expect((await download('us', body)).status).toBe(200);
  });

  it('downloads US records as of now, byte-identical for the same seed and clock', async () => {
    clock.set(ANCHOR);
    const v = visitAt((c) => c.startsWith('US') && !onDemand(c), 'portOfDischarge');
    const body = { portCode: v.port.locode, containerNumbers: [v.containerNumber, 'MSCU0000000'] };
    const reply = await download('us', body);
    const [record, unknown] = recordsOf(reply.body);
    expect(record?.terminalCode).not.toBeNull();
    expect(record?.containerStatus).toBe('IN_YARD');
    expect(Date.parse(record?.inDate ?? '')).toBe(Math.floor(v.inAt / 1000) * 1000);
    expect(unknown?.terminalCode).toBeNull();
    expect((await download('us', body, twin.url)).text).toBe(reply.text);
  });

  it('serves downloads for US, KR and JP only', async () => {
    const cn = visitAt((c) => c.startsWith('CN'), 'portOfLoading');
    const cnReply = await download('cn', {
      portCode: cn.port.locode,
      containerNumbers: [cn.containerNumber],
    });
    expect(cnReply.status).toBe(400);
    expect(cnReply.text).toContain('port events');
    expect((await download('de', { portCode: 'DEHAM', containerNumbers: ['MSCU0000000'] })).status).toBe(400);
    const wrongCountry = await download('kr', { portCode: 'JPYOK', containerNumbers: ['MSCU0000000'] });
    expect(wrongCountry.status).toBe(400);
    expect(wrongCountry.text).toContain('not a port in KR');
    const jp = await download('jp', { portCode: 'JPYOK', containerNumbers: ['MSCU0000000'] });
    expect(jp.status).toBe(200);
    const usEvents = await call(`${server.url}/v1/ports/USLAX/events?containerNumber=MSCU0000000`, KEY);
    expect(usEvents.status).toBe(400);
  });

  it('serves CN port events in time order, nothing after now, by container or business number', async () => {
    clock.set(ANCHOR);
    const v = visitAt((c) => c.startsWith('CN'), 'portOfLoading');
    const url = `${server.url}/v1/ports/${v.port.locode}/events?containerNumber=${v.containerNumber}`;
    const answer = async (u: string) =>
      ((await call(u, KEY)).body as { containers: EventsOfBox[] }).containers;
    const [box] = await answer(url);
    const events = box?.events ?? [];
    expect(events[0]?.eventCode).toBe('GATE_IN');
    const times = events.map((e) => Date.parse(e.eventTime));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThanOrEqual(ANCHOR);
    expect(events.some((e) => e.eventCode === 'LOAD')).toBe(false);
    const stay = box?.stays[box.stays.length - 1];
    expect(stay?.ieFlag).toBe('E');
    expect(Date.parse(stay?.openDate ?? '')).toBeLessThan(Date.parse(events[0]?.eventTime ?? ''));
    const reference = v.shipment.transportDocumentReference ?? v.shipment.carrierBookingReference;
    const byReference = await answer(
      `${server.url}/v1/ports/${v.port.locode}/events?businessNumber=${reference}`,
    );
    expect(byReference.map((b) => b.containerNumber)).toEqual(v.shipment.containers.map((c) => c.number));
    clock.set(v.outAt + 60 * MINUTE);
    const [later] = await answer(url);
    expect(later?.events.some((e) => e.eventCode === 'LOAD')).toBe(true);
    clock.set(ANCHOR);
  });

  it('answers on-demand ports only after a subscription, 5 simulated minutes later', async () => {
    clock.set(ANCHOR);
    const v = visitAt(onDemand, 'portOfDischarge');
    const body = { portCode: v.port.locode, containerNumbers: [v.containerNumber] };
    const before = recordsOf((await download('us', body)).body)[0];
    expect(before?.terminalCode).toBeNull();
    const subscribe = (portCode: string) =>
      call(`${server.url}/v1/subscriptions`, KEY, {
        method: 'POST',
        body: JSON.stringify({ portCode, containerNumber: v.containerNumber }),
      });
    expect((await subscribe(v.port.locode)).status).toBe(201);
    expect((await subscribe(v.port.locode)).status).toBe(200);
    clock.set(ANCHOR + SUBSCRIPTION_LEAD_MS - MINUTE);
    expect(recordsOf((await download('us', body)).body)[0]?.terminalCode).toBeNull();
    clock.set(ANCHOR + SUBSCRIPTION_LEAD_MS);
    const after = recordsOf((await download('us', body)).body)[0];
    expect(after?.terminalCode).not.toBeNull();
    expect(after?.inDate).not.toBeNull();
    const elsewhere = await subscribe('USSAV');
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.text).toContain(
      'on-demand terminal data is only available for USLAX, USLGB, USOAK, USNYC',
    );
    clock.set(ANCHOR);
  });

  it('misbehaves when the fault switch says so', async () => {
    const v = visitAt((c) => c.startsWith('US') && !onDemand(c), 'portOfDischarge');
    const body = { portCode: v.port.locode, containerNumbers: [v.containerNumber] };
    faults.set('terminal', { mode: 'error' });
    expect((await download('us', body)).status).toBe(500);
    faults.set('terminal', { mode: 'duplicate' });
    expect(recordsOf((await download('us', body)).body)).toHaveLength(2);
    faults.clear();
    expect(recordsOf((await download('us', body)).body)).toHaveLength(1);
  });
});
