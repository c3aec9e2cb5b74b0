import { createDcsaCsClient, createDcsaOvsClient, ProviderFault } from '@tracklane/connectors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ANCHOR,
  at,
  VOYAGES,
} from '../../../../../packages/sandbox/src/providers/__fixtures__/fixture-voyages.js';
import {
  fixtureWorld,
  manualClock,
} from '../../../../../packages/sandbox/src/providers/__fixtures__/fixture-world.js';
import { startDcsaCsServer } from '../../../../../packages/sandbox/src/providers/dcsa-cs/index.js';
import { startDcsaOvsServer } from '../../../../../packages/sandbox/src/providers/dcsa-ovs/index.js';
import { FaultSwitch } from '../../../../../packages/sandbox/src/providers/faults.js';
import type { RunningServer } from '../../../../../packages/sandbox/src/providers/http/types.js';
import { loadReferenceData } from '../../reference/load-reference-data.js';
import { guestCaller } from '../../test/auth.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { ingestSchedules } from './ingest-schedules.js';
import type { ScheduleClients } from './schedule-clients.js';
import { searchP2p } from './search-p2p.js';

/**
 * The ingest against the sandbox's real CS 1.0 and OVS 3.0 servers on the fixture world (AE1
 * Shanghai–Singapore–Rotterdam with a blank sailing 610W and an omitted Singapore call on 612W,
 * IA2 Singapore–Jakarta), its clock at the world's anchor.
 */
const KEY = 'ingest-key';
const { ports, carriers } = loadReferenceData();
const faults = new FaultSwitch();
const clock = manualClock(ANCHOR);
let ctx: TestContext;
let cs: RunningServer;
let ovs: RunningServer;
let clients: ScheduleClients;

beforeAll(async () => {
  ctx = await createTestContext();
  const world = fixtureWorld();
  cs = await startDcsaCsServer({ world, clock, faults, apiKey: KEY });
  ovs = await startDcsaOvsServer({ world, clock, faults, apiKey: KEY });
  const retry = { attempts: 2, sleep: async () => {} };
  clients = {
    ovs: createDcsaOvsClient({ baseUrl: ovs.url, apiKey: KEY, timeoutMs: 2000 }, { pageSize: 1, retry }),
    cs: createDcsaCsClient({ baseUrl: cs.url, apiKey: KEY, timeoutMs: 2000 }, { pageSize: 1, retry }),
    carrierCode: null,
    source: 'sandbox',
  };
});
afterEach(() => faults.clear());
afterAll(async () => {
  await cs?.close();
  await ovs?.close();
  await ctx?.cleanup();
});

const ingest = () => ingestSchedules({ db: ctx.database, clients, ports, now: ANCHOR });
const snapshot = async () =>
  (
    await ctx.database.executeSql(
      `select s.carrier_code, s.service_code, v.voyage_number, v.blank, c.seq, c.port_code, c.port_key, c.status,
          c.planned_arrival, c.actual_arrival, c.estimated_arrival, c.departure_at, c.cut_offs, c.updated_at, c.id
        from schedule_calls c join schedule_voyages v on v.id = c.voyage_id join schedule_services s on s.id = v.service_id
        order by s.service_code, v.voyage_number, c.seq`,
    )
  ).rows;
const runs = async () =>
  (
    await ctx.database.executeSql(
      'select status, reason, calls from schedule_ingest_runs order by started_at',
    )
  ).rows;

describe('schedules ingest from the sandbox', () => {
  it('stores every voyage and call with statuses, times and cut-offs; a re-ingest writes nothing', async () => {
    const first = await ingest();
    expect(first).toMatchObject({ status: 'ok', cutOffs: 'ok', services: 2, voyages: VOYAGES.length });
    expect(first.calls).toBe(VOYAGES.reduce((n, v) => n + v.calls.length, 0));
    const rows = await snapshot();
    const row = (voyage: string, port: string) =>
      rows.find((r) => r.voyage_number === voyage && r.port_code === port)!;
    expect(
      rows.filter((r) => r.voyage_number === '610W').every((r) => r.blank && r.status === 'BLANKED'),
    ).toBe(true);
    expect(row('612W', 'SGSIN').status).toBe('OMITTED');
    expect(row('608W', 'CNSGH')).toMatchObject({ carrier_code: 'MAEU', port_key: 'CNSHA' });
    // 608W Singapore happened 10 h late; 609S Jakarta is estimated 5 h late (tomorrow).
    const ms = (v: unknown) => new Date(v as string).getTime();
    expect(ms(row('608W', 'SGSIN').actual_arrival)).toBe(at(-4) + 10 * 3_600_000);
    expect(ms(row('609S', 'IDJKT').estimated_arrival)).toBe(at(1) + 5 * 3_600_000);
    // Cut-offs come from CS for calls ahead (CS is read from the day before the anchor on).
    const source = VOYAGES.find((v) => v.voyageNumber === '612W')!.calls[0]!;
    const time = (ms: number) => new Date(ms).toISOString();
    expect(row('612W', 'CNSGH').cut_offs).toEqual([
      { code: 'EFC', time: time(source.cutOffs.portOpening) },
      { code: 'DCO', time: time(source.cutOffs.documentation) },
      { code: 'VCO', time: time(source.cutOffs.vgm) },
      { code: 'FCO', time: time(source.cutOffs.cargo) },
      { code: 'CUA', time: time(source.cutOffs.customs) },
    ]);
    const second = await ingest();
    expect(second).toMatchObject({ status: 'ok', changedCalls: 0 });
    expect(await snapshot()).toEqual(rows);
  });

  it('a later ingest moves the times that changed, and only those rows', async () => {
    const before = await snapshot();
    clock.set(at(2)); // 609S has reached Jakarta meanwhile; the clock stays there from here on
    const outcome = await ingestSchedules({ db: ctx.database, clients, ports, now: at(2) });
    expect(outcome.status).toBe('ok');
    const after = await snapshot();
    const jkt = after.find((r) => r.voyage_number === '609S' && r.port_code === 'IDJKT')!;
    expect(new Date(jkt.actual_arrival as string).getTime()).toBe(at(1) + 5 * 3_600_000);
    const changed = after.filter((r, i) => JSON.stringify(r) !== JSON.stringify(before[i]));
    expect(changed.length).toBe(outcome.changedCalls);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(after.length);
  });

  // From here on the clock stays at day 2 (the previous test moved it).
  it.each([
    ['error', 'failed', /server: HTTP 500/],
    ['invalid', 'rejected', /schema: \/0\//],
    ['truncated', 'failed', /invalid-body/],
  ] as const)('OVS %s → recorded as %s, nothing stored half-way', async (mode, status, reason) => {
    const before = await snapshot();
    faults.set('dcsa-ovs', { mode });
    const outcome = await ingest();
    expect(outcome).toMatchObject({ status, services: 0, calls: 0 });
    expect(outcome.reason).toMatch(reason);
    expect(await snapshot()).toEqual(before);
    expect((await runs()).at(-1)).toMatchObject({ status, calls: 0 });
  });

  it('a CS fault keeps the stored cut-offs and says so', async () => {
    const before = await snapshot();
    faults.set('dcsa-cs', { mode: 'error' });
    const outcome = await ingestSchedules({ db: ctx.database, clients, ports, now: at(2) });
    expect(outcome).toMatchObject({ status: 'ok', cutOffs: 'failed', changedCalls: 0 });
    expect(outcome.reason).toMatch(/cut-offs not refreshed: server/);
    expect(await snapshot()).toEqual(before);
  });

  it('no provider configured → skipped, never fatal', async () => {
    const outcome = await ingestSchedules({
      db: ctx.database,
      clients: { ovs: null, cs: null, carrierCode: null, source: 'none' },
      ports,
      now: ANCHOR,
    });
    expect(outcome.status).toBe('skipped');
  });

  it('our p2p search over the ingested copy offers what CS point-to-point sells', async () => {
    clock.set(ANCHOR);
    await ingest();
    const guest = guestCaller('00000000-0000-4000-8000-000000000001');
    const csClient = clients.cs!;
    for (const [pol, pod] of [
      ['CNSHA', 'NLRTM'],
      ['CNSHA', 'IDJKT'],
      ['SGSIN', 'IDJKT'],
    ]) {
      const theirs = await csClient.fetchPointToPointRoutes({
        placeOfReceipt: pol,
        placeOfDelivery: pod,
        departureStartDate: '2026-02-15',
        departureEndDate: '2026-04-11',
      });
      const ours = await searchP2p({
        db: ctx.database,
        caller: guest,
        query: {
          polCode: pol,
          podCode: pod,
          etd: '2026-02-15',
          weeksOut: 8,
          sortBy: 'etd',
          pageNum: 1,
          pageSize: 50,
        },
        ports,
        carriers,
        language: 'en',
        now: new Date(ANCHOR),
      });
      const describe = (legs: { voyage: string; etd: number | null; eta: number | null }[]) =>
        legs
          .map(
            (l) => `${l.voyage} ${new Date(l.etd ?? 0).toISOString()}>${new Date(l.eta ?? 0).toISOString()}`,
          )
          .join(' + ');
      expect(
        ours.list.map((s) =>
          describe(s.legs.map((l) => ({ voyage: l.voyage, etd: Date.parse(l.etd), eta: Date.parse(l.eta) }))),
        ),
        `${pol}>${pod}`,
      ).toEqual(
        theirs.map((r) =>
          describe(
            r.legs.map((l) => ({ voyage: l.voyageNumber ?? '', etd: l.departure.at, eta: l.arrival.at })),
          ),
        ),
      );
      expect(theirs.length, `${pol}>${pod}`).toBeGreaterThan(0);
    }
  });

  it('provider faults surface as ProviderFault from the clients (the ingest records them)', async () => {
    faults.set('dcsa-ovs', { mode: 'error' });
    await expect(clients.ovs!.fetchServiceSchedules({})).rejects.toBeInstanceOf(ProviderFault);
  });
});
