import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANCHOR } from '../__fixtures__/fixture-voyages.js';
import { fixtureWorld, manualClock } from '../__fixtures__/fixture-world.js';
import { call } from '../__fixtures__/http-client.js';
import { loadSpecValidator } from '../__fixtures__/openapi-validator.js';
import { FaultSwitch } from '../faults.js';
import type { RunningServer } from '../http/types.js';
import { startDcsaTntServer } from './server.js';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON payloads
type Ev = Record<string, any>;
const KEY = 'k';
const spec = loadSpecValidator('tnt_v2.2.0_resolved.yaml');
const listSchema = spec.response('GET', '/v2/events', '200');
const errorSchema = spec.response('GET', '/v2/events', 'default');

const faults = new FaultSwitch();
let server: RunningServer;
let events: string;
beforeAll(async () => {
  server = await startDcsaTntServer({
    world: fixtureWorld(),
    clock: manualClock(ANCHOR),
    faults,
    apiKey: KEY,
  });
  events = `${server.url}/v2/events?limit=6`;
});
afterAll(() => server.close());

const setFault = (body: object) =>
  call(`${server.url}/_sandbox/fault`, KEY, { method: 'PUT', body: JSON.stringify(body) });
const clearFault = () => call(`${server.url}/_sandbox/fault`, KEY, { method: 'DELETE' });

describe('T&T 2.2 fault modes (FaultSwitch, switched over HTTP)', () => {
  it('error: HTTP 500 with a DCSA error body', async () => {
    expect((await setFault({ mode: 'error' })).status).toBe(204);
    const reply = await call(events, KEY);
    expect(reply.status).toBe(500);
    expect(errorSchema(reply.body)).toBe(true);
    await clearFault();
    expect((await call(events, KEY)).status).toBe(200);
  });

  it('timeout: never answers', async () => {
    await setFault({ mode: 'timeout' });
    await expect(call(events, KEY, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    await clearFault();
  });

  it('slow: answers after delayMs', async () => {
    await setFault({ mode: 'slow', delayMs: 400 });
    const started = Date.now();
    const reply = await call(events, KEY);
    expect(reply.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    await clearFault();
  });

  it('truncated: the body stops in the middle', async () => {
    await setFault({ mode: 'truncated' });
    await expect(call(events, KEY)).rejects.toThrow();
    await clearFault();
  });

  it('invalid: well-formed JSON that breaks the schema', async () => {
    const good = await call(events, KEY);
    await setFault({ mode: 'invalid' });
    const bad = await call(events, KEY);
    await clearFault();
    expect(listSchema(good.body)).toBe(true);
    expect(Array.isArray(bad.body)).toBe(true);
    expect(listSchema(bad.body)).toBe(false);
  });

  it('duplicate: every event arrives twice', async () => {
    const good = (await call(events, KEY)).body as Ev[];
    await setFault({ mode: 'duplicate' });
    const dup = (await call(events, KEY)).body as Ev[];
    await clearFault();
    expect(dup).toEqual(good.flatMap((e) => [e, e]));
  });

  it('retract: each event is followed by a valid superseding correction', async () => {
    const good = (await call(events, KEY)).body as Ev[];
    await setFault({ mode: 'retract' });
    const reply = await call(events, KEY);
    await clearFault();
    const got = reply.body as Ev[];
    expect(listSchema(got)).toBe(true);
    expect(got).toHaveLength(good.length * 2);
    good.forEach((e, i) => {
      const correction = got[2 * i + 1]!;
      expect(got[2 * i]).toEqual(e);
      expect(correction.eventID).not.toBe(e.eventID);
      expect(correction.eventType).toBe(e.eventType);
      expect(Date.parse(correction.eventCreatedDateTime)).toBeGreaterThanOrEqual(
        Date.parse(e.eventCreatedDateTime),
      );
      expect(Date.parse(correction.eventCreatedDateTime)).toBeLessThanOrEqual(ANCHOR);
    });
  });

  it('rate: only a share of requests fail', async () => {
    await setFault({ mode: 'error', rate: 0.5 });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await call(events, KEY)).status);
    await clearFault();
    const errors = statuses.filter((s) => s === 500).length;
    expect(errors).toBeGreaterThan(10);
    expect(errors).toBeLessThan(50);
  });

  it('rejects an unknown fault mode and needs the API key', async () => {
    expect((await setFault({ mode: 'explode' })).status).toBe(400);
    expect((await call(`${server.url}/_sandbox/fault`, null, { method: 'DELETE' })).status).toBe(401);
  });
});
