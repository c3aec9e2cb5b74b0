import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderFault } from '../ocean/contract.js';
import { startScriptedServer } from '../ocean/dcsa-tnt/__fixtures__/scripted-server.js';
import {
  SANDBOX_KEY,
  type ScheduleSandbox,
  startScheduleSandbox,
  VOYAGES,
} from './__fixtures__/schedule-sandbox.js';
import { createDcsaCsClient } from './dcsa-cs/client.js';
import { createDcsaOvsClient } from './dcsa-ovs/client.js';

let sandbox: ScheduleSandbox;
beforeAll(async () => {
  sandbox = await startScheduleSandbox();
});
afterEach(() => sandbox.faults.clear());
afterAll(() => sandbox.close());

const noWait = { sleep: async () => {} };
const ovs = (options: { timeoutMs?: number; apiKey?: string; url?: string; attempts?: number } = {}) =>
  createDcsaOvsClient(
    {
      baseUrl: options.url ?? sandbox.ovsUrl,
      apiKey: options.apiKey ?? SANDBOX_KEY,
      timeoutMs: options.timeoutMs ?? 2000,
    },
    // One service per page: every walk crosses a page boundary.
    { pageSize: 1, retry: { ...noWait, attempts: options.attempts ?? 3 } },
  );
const cs = () =>
  createDcsaCsClient(
    { baseUrl: sandbox.csUrl, apiKey: SANDBOX_KEY, timeoutMs: 2000 },
    { pageSize: 1, retry: noWait },
  );
const WINDOW = { startDate: '2026-01-01', endDate: '2026-04-30' };

async function faultOf(promise: Promise<unknown>): Promise<ProviderFault> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ProviderFault);
  return error as ProviderFault;
}

describe('schedule clients against the sandbox CS 1.0 and OVS 3.0 servers', () => {
  it('OVS: walks every cursor page and maps every voyage of the window', async () => {
    const batch = await ovs().fetchServiceSchedules(WINDOW);
    expect(batch.voyages.map((v) => v.voyageNumber).sort()).toEqual(
      VOYAGES.map((v) => v.voyageNumber).sort(),
    );
    const one = await ovs().fetchServiceSchedules({ ...WINDOW, carrierServiceCode: 'IA2' });
    expect(one.voyages.map((v) => v.voyageNumber).sort()).toEqual(['609S', '611S']);
  });

  it('CS: vessel schedules with cut-offs, point-to-point routings and port schedules', async () => {
    const client = cs();
    const vessels = await client.fetchVesselSchedules(WINDOW);
    // The fixture world's services do not call in North America: five cut-offs, no AFC.
    const codes = vessels.voyages.flatMap((v) => v.calls.map((c) => c.cutOffs.map((x) => x.code).join(',')));
    expect(new Set(codes)).toEqual(new Set(['EFC,DCO,VCO,FCO,CUA']));
    const routes = await client.fetchPointToPointRoutes({
      placeOfReceipt: 'CNSHA',
      placeOfDelivery: 'NLRTM',
      departureStartDate: '2026-02-15',
    });
    // 608W and 612W sail direct; 610W is a blank sailing and is not offered.
    expect(routes.map((r) => r.legs.map((l) => l.voyageNumber).join('+'))).toEqual(['608W', '612W']);
    const port = await client.fetchPortSchedules({ UNLocationCode: 'SGSIN', date: '2026-02-24' });
    expect(port.map((p) => p.voyageNumber).sort()).toEqual(['608W', '609S']);
  });

  it('error (HTTP 500) every time → retried, then a transient server fault', async () => {
    sandbox.faults.set('dcsa-ovs', { mode: 'error' });
    const fault = await faultOf(ovs().fetchServiceSchedules(WINDOW));
    expect([fault.kind, fault.status, fault.transient]).toEqual(['server', 500, true]);
  });

  it('error on half the requests → the retries get every page through', async () => {
    const clean = await ovs().fetchServiceSchedules(WINDOW);
    sandbox.faults.set('dcsa-ovs', { mode: 'error', rate: 0.5 });
    const flaky = await ovs({ attempts: 12 }).fetchServiceSchedules(WINDOW);
    expect(flaky).toEqual(clean);
  });

  it('timeout and slow beyond the timeout → timeout; slow within it → the same schedules', async () => {
    sandbox.faults.set('dcsa-ovs', { mode: 'timeout' });
    expect((await faultOf(ovs({ timeoutMs: 200, attempts: 2 }).fetchServiceSchedules(WINDOW))).kind).toBe(
      'timeout',
    );
    sandbox.faults.set('dcsa-ovs', { mode: 'slow', delayMs: 500 });
    expect((await faultOf(ovs({ timeoutMs: 200, attempts: 1 }).fetchServiceSchedules(WINDOW))).kind).toBe(
      'timeout',
    );
    sandbox.faults.set('dcsa-ovs', { mode: 'slow', delayMs: 50 });
    const slow = await ovs().fetchServiceSchedules(WINDOW);
    sandbox.faults.clear();
    expect(slow).toEqual(await ovs().fetchServiceSchedules(WINDOW));
  });

  it('truncated body and schema-invalid body → invalid-body naming the problem', async () => {
    sandbox.faults.set('dcsa-cs', { mode: 'truncated' });
    const cut = await faultOf(cs().fetchVesselSchedules(WINDOW));
    expect(cut.kind).toBe('invalid-body');
    expect(cut.message).toMatch(/truncated|not JSON/);
    sandbox.faults.set('dcsa-ovs', { mode: 'invalid' });
    const invalid = await faultOf(ovs().fetchServiceSchedules(WINDOW));
    expect(invalid.kind).toBe('invalid-body');
    // breakSchema turns each top-level string into a number: carrierServiceName is the first.
    expect(invalid.message).toMatch(/schema: \/0\/carrierService(Name|Code) must be string/);
  });

  it('duplicate items → the same voyages as a clean fetch', async () => {
    const clean = await ovs().fetchServiceSchedules(WINDOW);
    sandbox.faults.set('dcsa-ovs', { mode: 'duplicate' });
    expect(await ovs().fetchServiceSchedules(WINDOW)).toEqual(clean);
  });

  it('wrong API key → unauthorized at once, not retried', async () => {
    const fault = await faultOf(ovs({ apiKey: 'wrong' }).fetchServiceSchedules(WINDOW));
    expect([fault.kind, fault.transient]).toEqual(['unauthorized', false]);
  });
});

describe('schedule clients against a scripted provider', () => {
  const recorded = readFileSync(
    new URL('./__fixtures__/ovs-service-schedules.json', import.meta.url),
    'utf8',
  );

  it('sends the key, filters and limit, follows Next-Page-Cursor with only the cursor, retries a 503 page', async () => {
    let failed = false;
    const server = await startScriptedServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.searchParams.get('cursor') === 'p2' && !failed) {
        failed = true;
        return res.writeHead(503, { 'Retry-After': '0' }).end();
      }
      if (url.searchParams.get('cursor') === 'p2') return res.writeHead(200).end('[]');
      res.writeHead(200, { 'Content-Type': 'application/json', 'Next-Page-Cursor': 'p2' }).end(recorded);
    });
    const batch = await ovs({ url: `${server.url}/ovs` }).fetchServiceSchedules({ startDate: '2026-01-01' });
    await server.close();
    expect(batch.voyages).toHaveLength(VOYAGES.length);
    const urls = server.requests.map((r) => new URL(r.url, server.url));
    expect(urls.map((u) => `${u.pathname}?${u.searchParams}`)).toEqual([
      '/ovs/v3/service-schedules?startDate=2026-01-01&limit=1',
      '/ovs/v3/service-schedules?cursor=p2',
      '/ovs/v3/service-schedules?cursor=p2',
    ]);
    expect(server.requests[0]?.headers['api-key']).toBe(SANDBOX_KEY);
  });

  it('stops an endless cursor and refuses a non-JSON page', async () => {
    const endless = await startScriptedServer((_req, res) =>
      res.writeHead(200, { 'Next-Page-Cursor': 'again' }).end('[]'),
    );
    const client = createDcsaOvsClient({ baseUrl: endless.url, apiKey: 'k' }, { maxPages: 4, retry: noWait });
    expect((await faultOf(client.fetchServiceSchedules({}))).message).toMatch(/did not end after 4 pages/);
    await endless.close();
    expect(endless.requests).toHaveLength(4);
    const html = await startScriptedServer((_req, res) => res.writeHead(200).end('<html>maintenance</html>'));
    const fault = await faultOf(ovs({ url: html.url, attempts: 1 }).fetchServiceSchedules({}));
    await html.close();
    expect(fault.message).toContain('not JSON');
  });
});
