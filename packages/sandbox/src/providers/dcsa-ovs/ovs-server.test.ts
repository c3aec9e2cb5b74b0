import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDataDir } from '../../world/reference/data-dir.js';
import { ANCHOR, at } from '../__fixtures__/fixture-voyages.js';
import { fixtureWorld, manualClock } from '../__fixtures__/fixture-world.js';
import { call, walkPages } from '../__fixtures__/http-client.js';
import { assertValid, loadSpecValidator } from '../__fixtures__/openapi-validator.js';
import { FaultSwitch } from '../faults.js';
import type { RunningServer } from '../http/types.js';
import { startDcsaOvsServer } from './server.js';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON payloads
type J = Record<string, any>;
const KEY = 'ovs-key';
const spec = loadSpecValidator('ovs_v3.0.2.yaml');
const listSchema = spec.response('GET', '/v3/service-schedules', '200');
const errorSchema = spec.response('GET', '/v3/service-schedules', '400');
const csvCodes = readFileSync(join(resolveDataDir(), 'dcsa', 'ovs_portcallstatuscodes-v300.csv'), 'utf8')
  .split('\n')
  .slice(1)
  .map((l) => l.split(',')[0])
  .filter(Boolean);

const clock = manualClock(ANCHOR);
let server: RunningServer;
beforeAll(async () => {
  server = await startDcsaOvsServer({ world: fixtureWorld(), clock, faults: new FaultSwitch(), apiKey: KEY });
});
afterAll(() => server.close());

const fetchAll = async (query: string, limit = 1) =>
  (await walkPages(
    `${server.url}/v3/service-schedules?limit=${limit}${query ? `&${query}` : ''}`,
    KEY,
    (r, u) => assertValid(listSchema, r.body, u),
  )) as J[];
const calls = (schedules: J[]) =>
  schedules.flatMap((s) =>
    s.vesselSchedules.flatMap((v: J) =>
      v.transportCalls.map((c: J) => ({ ...c, imo: v.vesselIMONumber, service: s.carrierServiceCode })),
    ),
  );

describe('OVS 3.0 GET /v3/service-schedules over the fixture world', () => {
  it('answers every filter with spec-valid pages', async () => {
    const queries = [
      '',
      'carrierServiceCode=AE1',
      'carrierServiceName=Intra%20Asia%202',
      'vesselIMONumber=9778791',
      'MMSINumber=219778791',
      'vesselName=MAERSK%20ESSEN',
      'carrierVoyageNumber=612W',
      'universalVoyageReference=2609S',
      'UNLocationCode=SGSIN',
      'UNLocationCode=CNSHA',
      'facilitySMDGCode=JIT',
      'vesselOperatorSMDGLinerCode=MAEU',
      'startDate=2026-03-20&endDate=2026-03-25',
      'UNLocationCode=NLRTM&responseScope=MATCHED_CALLS',
    ];
    for (const t of [at(-30), ANCHOR, at(30)]) {
      clock.set(t);
      for (const q of queries) expect((await fetchAll(q)).length, q).toBeGreaterThan(0);
    }
    clock.set(ANCHOR);
  });

  it('marks the omitted call OMIT and the blank sailing BLNK, codes of the OVS code list', async () => {
    const all = calls(await fetchAll('', 100));
    const omitted = all.filter((c) => c.statusCodes?.includes('OMIT'));
    const blanked = all.filter((c) => c.statusCodes?.includes('BLNK'));
    expect(omitted.map((c) => `${c.carrierExportVoyageNumber}@${c.location.UNLocationCode}`)).toEqual([
      '612W@SGSIN',
    ]);
    expect(new Set(blanked.map((c) => c.carrierExportVoyageNumber))).toEqual(new Set(['610W']));
    expect(blanked).toHaveLength(3);
    for (const c of [...omitted, ...blanked]) {
      expect(csvCodes).toContain(c.statusCode);
      expect(c.timestamps.every((t: J) => t.eventClassifierCode === 'PLN')).toBe(true);
    }
  });

  it('publishes PLN always, EST within two weeks, ACT once passed', async () => {
    const byVoyage = (schedules: J[], voyage: string, port: string) =>
      calls(schedules).find(
        (c) => c.carrierExportVoyageNumber === voyage && c.location.UNLocationCode === port,
      )!;
    const kinds = (c: J, side: string) =>
      c.timestamps.filter((t: J) => t.eventTypeCode === side).map((t: J) => t.eventClassifierCode);
    const now = await fetchAll('', 100);
    expect(kinds(byVoyage(now, '608W', 'SGSIN'), 'ARRI')).toEqual(['PLN', 'ACT']); // 4 days ago
    expect(kinds(byVoyage(now, '609S', 'IDJKT'), 'ARRI')).toEqual(['PLN', 'EST']); // tomorrow
    expect(kinds(byVoyage(now, '608W', 'NLRTM'), 'ARRI')).toEqual(['PLN']); // three weeks ahead
    const actual = byVoyage(now, '608W', 'SGSIN').timestamps.find((t: J) => t.eventClassifierCode === 'ACT');
    expect(Date.parse(actual.eventDateTime)).toBe(at(-4) + 10 * 3_600_000);
  });

  it('returns only matching calls with MATCHED_CALLS, whole voyages otherwise', async () => {
    const full = calls(await fetchAll('carrierVoyageNumber=608W'));
    const matched = calls(
      await fetchAll('carrierVoyageNumber=608W&UNLocationCode=SGSIN&responseScope=MATCHED_CALLS'),
    );
    expect(full.map((c) => c.location.UNLocationCode)).toEqual(['CNSGH', 'SGSIN', 'NLRTM']);
    expect(matched.map((c) => c.location.UNLocationCode)).toEqual(['SGSIN']);
  });

  it('pages by cursor without duplicates or gaps', async () => {
    const one = await fetchAll('', 1);
    const big = (await call(`${server.url}/v3/service-schedules?limit=100`, KEY)).body as J[];
    expect(one).toEqual(big);
    expect(new Set(one.map((s) => s.carrierServiceCode)).size).toBe(one.length);
    expect(one.length).toBe(2);
  });

  it('rejects bad keys and bad parameters with spec-shaped errors; answers deterministically', async () => {
    const denied = await call(`${server.url}/v3/service-schedules`, 'nope');
    expect(denied.status).toBe(401);
    assertValid(errorSchema, denied.body, '401');
    const bad = await call(`${server.url}/v3/service-schedules?startDate=yesterday`, KEY);
    expect(bad.status).toBe(400);
    assertValid(errorSchema, bad.body, '400');
    const a = await call(`${server.url}/v3/service-schedules?limit=1`, KEY);
    const b = await call(`${server.url}/v3/service-schedules?limit=1`, KEY);
    expect(b.text).toBe(a.text);
    expect(a.headers.get('API-Version')).toBe('3.0.2');
    // the validator itself is not a pushover
    expect(listSchema([{ carrierServiceCode: 'AE1' }])).toBe(false);
  });
});
