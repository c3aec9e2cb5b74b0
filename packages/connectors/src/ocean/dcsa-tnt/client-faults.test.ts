import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderFault, type ProviderFaultKind, type TrackingReference } from '../contract.js';
import { startScriptedServer } from './__fixtures__/scripted-server.js';
import { at, SANDBOX_KEY, startTntSandbox, type TntSandbox } from './__fixtures__/tnt-sandbox.js';
import { createDcsaTntClient } from './client.js';

const BOOKING: TrackingReference = { type: 'BOOKING', value: '260000102', carrierCode: 'MAEU' };
const recorded = readFileSync(new URL('./__fixtures__/booking-260000101.json', import.meta.url), 'utf8');

let sandbox: TntSandbox;
beforeAll(async () => {
  sandbox = await startTntSandbox({ at: at(30) });
});
afterEach(() => sandbox.faults.clear());
afterAll(() => sandbox.close());

const client = (timeoutMs = 2000, baseUrl = sandbox.url, apiKey = SANDBOX_KEY) =>
  createDcsaTntClient({ baseUrl, apiKey, timeoutMs }, { pageSize: 4 });

async function faultOf(promise: Promise<unknown>): Promise<ProviderFault> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ProviderFault);
  return error as ProviderFault;
}

describe('T&T client faults against the misbehaving sandbox', () => {
  it('error (HTTP 500) → server, transient', async () => {
    sandbox.faults.set('dcsa-tnt', { mode: 'error' });
    const fault = await faultOf(client().fetchEvents(BOOKING, null));
    expect([fault.kind, fault.status, fault.transient]).toEqual(['server', 500, true]);
    expect(fault.message).toContain('Simulated internal error');
  });

  it('timeout (never answers) and slow beyond the timeout → timeout; slow within it → the events', async () => {
    sandbox.faults.set('dcsa-tnt', { mode: 'timeout' });
    const started = Date.now();
    expect((await faultOf(client(300).fetchEvents(BOOKING, null))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    sandbox.faults.set('dcsa-tnt', { mode: 'slow', delayMs: 600 });
    expect((await faultOf(client(250).fetchEvents(BOOKING, null))).kind).toBe('timeout');
    sandbox.faults.set('dcsa-tnt', { mode: 'slow', delayMs: 100 });
    const slow = await client(2000).fetchEvents(BOOKING, null);
    sandbox.faults.clear();
    expect(slow.events).toEqual((await client().fetchEvents(BOOKING, null)).events);
    expect(slow.events.length).toBeGreaterThan(0);
  });

  it('truncated body → invalid-body', async () => {
    sandbox.faults.set('dcsa-tnt', { mode: 'truncated' });
    const fault = await faultOf(client().fetchEvents(BOOKING, null));
    expect(fault.kind).toBe('invalid-body');
    expect(fault.message).toMatch(/truncated|not JSON/);
  });

  it('schema-invalid body → invalid-body naming the first failing path', async () => {
    sandbox.faults.set('dcsa-tnt', { mode: 'invalid' });
    const fault = await faultOf(client().fetchEvents(BOOKING, null));
    expect(fault.kind).toBe('invalid-body');
    // breakSchema turns every top-level string into a number.
    expect(fault.message).toMatch(/schema: \/0\/(eventID|eventCreatedDateTime|eventType)\b.* must be/);
  });

  it('duplicates collapse: the same events as a clean fetch', async () => {
    const clean = await client().fetchEvents(BOOKING, null);
    sandbox.faults.set('dcsa-tnt', { mode: 'duplicate' });
    const doubled = await client().fetchEvents(BOOKING, null);
    expect(doubled.events).toEqual(clean.events);
    expect(new Set(doubled.events.map((e) => e.eventId)).size).toBe(doubled.events.length);
  });

  it('retract: corrections replace the transport and shipment events they supersede', async () => {
    const clean = await client().fetchEvents(BOOKING, null);
    sandbox.faults.set('dcsa-tnt', { mode: 'retract' });
    const corrected = await client().fetchEvents(BOOKING, null);
    // 2.2 equipment events have no changeRemark/reason: their corrections cannot say what they
    // supersede, so they arrive as further events (the engine orders them by createdTime).
    const canSay = clean.events.filter((e) => e.eventCategory !== 'EQUIPMENT').map((e) => e.eventId);
    const cannot = clean.events.filter((e) => e.eventCategory === 'EQUIPMENT').map((e) => e.eventId);
    expect(canSay.length).toBeGreaterThan(0);
    expect(corrected.retractedEventIds.sort()).toEqual([...canSay].sort());
    expect(corrected.events).toHaveLength(canSay.length + 2 * cannot.length);
    expect(corrected.events.some((e) => canSay.includes(e.eventId))).toBe(false);
    const replacements = corrected.events.filter((e) => e.eventCategory !== 'EQUIPMENT');
    expect(replacements.every((e) => e.remark?.startsWith('Correction: supersedes event'))).toBe(true);
  });

  it('wrong API key → unauthorized (not transient); closed port → network', async () => {
    const denied = await faultOf(client(2000, sandbox.url, 'wrong').fetchEvents(BOOKING, null));
    expect([denied.kind, denied.status, denied.transient]).toEqual(['unauthorized', 401, false]);
    const gone = await startScriptedServer((_req, res) => res.end());
    await gone.close();
    expect((await faultOf(client(2000, gone.url).fetchEvents(BOOKING, null))).kind).toBe('network');
  });
});

describe('T&T client faults a scripted provider produces', () => {
  it('classifies 429 with Retry-After, 403, 404, 400 and a non-JSON 200', async () => {
    const cases: [number, Record<string, string>, string, ProviderFaultKind, number | null][] = [
      [429, { 'Retry-After': '17' }, '{}', 'rate-limited', 17],
      [403, {}, '{}', 'unauthorized', null],
      [404, {}, '{}', 'not-found', null],
      [400, {}, '{"errors":[{"reason":"invalidQuery","message":"bad filter"}]}', 'bad-request', null],
      [200, { 'Content-Type': 'text/html' }, '<html>maintenance</html>', 'invalid-body', null],
    ];
    for (const [status, headers, body, kind, retryAfter] of cases) {
      const server = await startScriptedServer((_req, res) => res.writeHead(status, headers).end(body));
      const fault = await faultOf(client(2000, server.url).fetchEvents(BOOKING, null));
      await server.close();
      expect([fault.kind, fault.retryAfterSeconds], `HTTP ${status}`).toEqual([kind, retryAfter]);
      if (status === 400) expect(fault.message).toContain('bad filter');
    }
  });

  it('a body that stalls after the headers → timeout; a redirect is not followed → bad-request', async () => {
    const stalling = await startScriptedServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[');
    });
    const started = Date.now();
    expect((await faultOf(client(300, stalling.url).fetchEvents(BOOKING, null))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    await stalling.close();
    const redirecting = await startScriptedServer((_req, res) =>
      res.writeHead(302, { Location: 'http://127.0.0.1:9/v2/events' }).end(),
    );
    const fault = await faultOf(client(2000, redirecting.url).fetchEvents(BOOKING, null));
    await redirecting.close();
    expect([fault.kind, fault.status]).toEqual(['bad-request', 302]);
    expect(redirecting.requests).toHaveLength(1);
  });

  it('a failure on page 2 fails the whole fetch; the request carries key, filter and limit', async () => {
    const server = await startScriptedServer((req, res, base) => {
      if (req.url?.includes('cursor=p2')) return res.writeHead(503).end();
      res.writeHead(200, { 'Content-Type': 'application/json', 'Next-Page': `${base}/v2/events?cursor=p2` });
      res.end(recorded);
    });
    const fault = await faultOf(client(2000, server.url).fetchEvents(BOOKING, null));
    await server.close();
    expect([fault.kind, fault.status]).toEqual(['server', 503]);
    expect(server.requests).toHaveLength(2);
    const first = new URL(server.requests[0]?.url ?? '', server.url);
    expect(first.searchParams.get('carrierBookingReference')).toBe('260000102');
    expect(first.searchParams.get('limit')).toBe('4');
    expect(server.requests[0]?.headers['api-key']).toBe(SANDBOX_KEY);
  });

  it('refuses a Next-Page link to another host (the API key would leak) and an endless pagination', async () => {
    const foreign = await startScriptedServer((_req, res) =>
      res.writeHead(200, { 'Next-Page': 'http://evil.example/v2/events?cursor=x' }).end(recorded),
    );
    expect((await faultOf(client(2000, foreign.url).fetchEvents(BOOKING, null))).message).toContain(
      'Next-Page',
    );
    await foreign.close();
    const endless = await startScriptedServer((_req, res, base) =>
      res.writeHead(200, { 'Next-Page': `${base}/v2/events?cursor=again` }).end('[]'),
    );
    const looping = createDcsaTntClient({ baseUrl: endless.url, apiKey: 'k' }, { maxPages: 5 });
    const fault = await faultOf(looping.fetchEvents(BOOKING, null));
    await endless.close();
    expect(fault.kind).toBe('invalid-body');
    expect(endless.requests).toHaveLength(5);
  });
});

describe('T&T client and a provider clock in the future', () => {
  it('an event created in 2099 does not stop the shipment updating: the cursor stays at the poll', async () => {
    const events = JSON.parse(recorded) as { eventCreatedDateTime: string }[];
    expect(events.length).toBeGreaterThan(1);
    events[0]!.eventCreatedDateTime = '2099-01-01T00:00:00Z';
    const server = await startScriptedServer((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(events)),
    );
    const pollAt = Date.parse('2026-11-26T10:00:00.000Z');
    const polling = createDcsaTntClient({ baseUrl: server.url, apiKey: SANDBOX_KEY }, { now: () => pollAt });
    const first = await polling.fetchEvents(BOOKING, null);
    // The event itself is rejected (semantic-rules.ts), the rest of the page kept.
    expect(first.events).toHaveLength(events.length - 1);
    expect(first.rejections.map((r) => r.reason)).toEqual(['created-in-future']);
    const second = await polling.fetchEvents(BOOKING, first.cursor);
    await server.close();
    // The second poll asks for what was created since the first poll, not since 2099.
    const asked = new URL(server.requests[1]!.url, server.url).searchParams.get('eventCreatedDateTime:gte');
    expect(asked).toBe('2026-11-26T10:00:00.000Z');
    expect(second.events).toHaveLength(events.length - 1);
  });
});
