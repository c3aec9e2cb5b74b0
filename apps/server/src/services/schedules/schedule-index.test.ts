import type { CallStatus, P2pQuery } from '@tracklane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData } from '../../reference/load-reference-data.js';
import { guestCaller } from '../../test/auth.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { DAY, HOUR, storeTinyWorld } from './__fixtures__/tiny-world.js';
import type { MergedCall } from './merge-cut-offs.js';
import { loadScheduleIndex } from './schedule-index.js';
import { closeScheduleIndex } from './schedule-index-source.js';
import { searchP2p } from './search-p2p.js';
import { storeSchedules, type VoyageToStore } from './store-schedules.js';

/**
 * The in-memory index against the SQL search it replaced (kept as `read: 'sql'`): on the tiny
 * hand-written world and on a seeded random one with the awkward cases (voyages calling a port
 * twice, omitted and added calls, blank sailings, missing times, a vessel without IMO, vessels
 * on two services, legs of two months), every search answers the same page, byte for byte.
 */
const { ports, carriers } = loadReferenceData();
let ctx: TestContext;
let base: number;

beforeAll(async () => {
  ctx = await createTestContext();
  base = Math.floor(Date.now() / HOUR) * HOUR;
  await storeTinyWorld(ctx.database, ports, base);
  await storeSchedules({
    db: ctx.database,
    voyages: randomWorld(base, 7),
    source: 'test',
    now: new Date(base),
  });
});
afterAll(async () => {
  await closeScheduleIndex(ctx.database);
  await ctx?.cleanup();
});

/** A fresh guest per search (guestCaller): the comparison makes more calls than a day's free quota. */
const guest = () => guestCaller();

const search = (query: Partial<P2pQuery>, read: 'index' | 'sql') =>
  searchP2p({
    db: ctx.database,
    caller: guest(),
    query: { weeksOut: 8, sortBy: 'etd', pageNum: 1, pageSize: 200, ...query },
    ports,
    carriers,
    language: 'en',
    now: new Date(base),
    read,
  });

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const WORLD_PORTS = ['CNSHA', 'SGSIN', 'NLRTM', 'IDJKT', 'MYPKG', 'DEHAM', 'KRPUS'];

/** 60 voyages of 6 services of two carriers over 7 ports, from 60 days back to 90 ahead, and 2 edge cases. */
function randomWorld(at: number, seed: number): VoyageToStore[] {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const vessels = Array.from({ length: 8 }, (_, i) => ({
    imo: i === 7 ? '' : String(9_100_000 + i),
    name: `RANDOM ${i}`,
    mmsi: null,
    callSign: null,
  }));
  const edge = (voyageNumber: string, vessel: number, plan: [string, number][]): VoyageToStore => ({
    carrierCode: 'MAEU',
    serviceCode: 'RWX',
    serviceName: 'Random edge',
    vessel: vessels[vessel] as VoyageToStore['vessel'],
    voyageNumber,
    universalVoyageReference: null,
    calls: plan.map(([port, day], i) => ({
      transportCallReference: `${voyageNumber}-${i}`,
      portCode: port,
      portKey: port,
      portName: null,
      terminalCode: null,
      status: 'SCHEDULED',
      statusCodes: [],
      plannedArrival: at + day * DAY,
      plannedDeparture: at + (day + 1) * DAY,
      estimatedArrival: null,
      estimatedDeparture: null,
      actualArrival: null,
      actualDeparture: null,
      cutOffs: [],
    })),
  });
  const edges = [
    // Arrives 120 days out: its onward sailing (day 127) is past the 56 + 70 days searched.
    edge('X1', 0, [
      ['KRPUS', 2],
      ['MYPKG', 120],
    ]),
    edge('X2', 1, [
      ['MYPKG', 126],
      ['DEHAM', 135],
    ]),
  ];
  return edges.concat(
    Array.from({ length: 60 }, (_, n) => {
      const service = n % 6;
      const blank = random() < 0.05;
      let t = at + Math.round((random() * 150 - 60) * DAY);
      const length = 3 + Math.floor(random() * 5);
      const calls: (MergedCall & { portKey: string })[] = [];
      for (let i = 0; i < length; i += 1) {
        let port = pick(WORLD_PORTS);
        if (port === calls.at(-1)?.portCode)
          port = WORLD_PORTS[(WORLD_PORTS.indexOf(port) + 1) % 7] as string;
        const arrival = t;
        const departure = t + Math.round((0.5 + random()) * DAY);
        t = departure + Math.round((1 + random() * 7) * DAY);
        const status: CallStatus = blank
          ? 'BLANKED'
          : random() < 0.08
            ? 'OMITTED'
            : random() < 0.08
              ? 'ADDED'
              : 'SCHEDULED';
        const late = random() < 0.3 ? Math.round(random() * 30) * HOUR : null;
        calls.push({
          transportCallReference: `R${n}-${i}`,
          portCode: port,
          portKey: ports.get(port)?.code ?? port,
          portName: null,
          terminalCode: random() < 0.2 ? null : `${port.slice(2)}R`,
          status,
          statusCodes: status === 'OMITTED' ? ['OMIT'] : status === 'BLANKED' ? ['BLNK'] : [],
          // Now and then no planned arrival at the first call or departure at the last.
          plannedArrival: i === 0 && random() < 0.3 ? null : arrival,
          plannedDeparture: i === length - 1 && random() < 0.3 ? null : departure,
          estimatedArrival: late === null ? null : arrival + late,
          estimatedDeparture: late === null ? null : departure + late,
          actualArrival: null,
          actualDeparture: null,
          cutOffs: random() < 0.5 ? [{ code: 'DCO', time: new Date(departure - 2 * DAY).toISOString() }] : [],
        });
      }
      return {
        carrierCode: service < 4 ? 'MAEU' : 'CMDU',
        serviceCode: `RW${service}`,
        serviceName: `Random ${service}`,
        vessel: pick(vessels),
        voyageNumber: `R${String(n).padStart(3, '0')}`,
        universalVoyageReference: random() < 0.5 ? null : `UVR${n}`,
        calls,
      };
    }),
  );
}

const VARIANTS: Partial<P2pQuery>[] = [
  {},
  { isTransit: true, sortBy: 'eta' },
  { isTransit: false, sortBy: 'transitDays' },
  { carrierCode: 'cmdu, MAEU', weeksOut: 12 },
  { carrierCode: 'CMDU' },
];

describe('the schedule index against the SQL search', () => {
  it('answers every search of the tiny world exactly as SQL does', async () => {
    const codes = ['CNSHA', 'CNSGH', 'SGSIN', 'NLRTM', 'IDJKT'];
    const variants = [
      ...VARIANTS,
      { etd: new Date(base - 45 * DAY).toISOString().slice(0, 10), weeksOut: 12 },
    ];
    let sailings = 0;
    for (const polCode of codes)
      for (const podCode of codes) {
        if (ports.get(polCode)?.code === ports.get(podCode)?.code) continue;
        for (const variant of variants) {
          const query = { polCode, podCode, ...variant };
          const ours = await search(query, 'index');
          expect(ours, JSON.stringify(query)).toEqual(await search(query, 'sql'));
          sailings += ours.total;
        }
      }
    expect(sailings).toBeGreaterThan(20);
  });

  it('answers every search of a random world exactly as SQL does, paged too', async () => {
    const kinds = { direct: 0, transshipment: 0 };
    const variants = [
      ...VARIANTS,
      { etd: new Date(base - 30 * DAY).toISOString(), eta: new Date(base + 40 * DAY).toISOString() },
      { sortBy: 'eta' as const, pageSize: 3, pageNum: 2 },
    ];
    for (const polCode of WORLD_PORTS)
      for (const podCode of WORLD_PORTS) {
        if (polCode === podCode) continue;
        for (const variant of variants) {
          const query = { polCode, podCode, ...variant };
          const ours = await search(query, 'index');
          expect(ours, JSON.stringify(query)).toEqual(await search(query, 'sql'));
          for (const s of ours.list) kinds[s.direct ? 'direct' : 'transshipment'] += 1;
        }
      }
    // Not a comparison of empty pages.
    expect(kinds.direct).toBeGreaterThan(100);
    expect(kinds.transshipment).toBeGreaterThan(20);
  });

  it('holds every call of the voyages that are not blank sailings, by port in time order', async () => {
    const index = await loadScheduleIndex(ctx.database);
    const [counts] = (
      await ctx.database.executeSql(
        `select count(*)::int as calls, count(distinct v.id)::int as voyages from schedule_calls c
          join schedule_voyages v on v.id = c.voyage_id and not v.blank`,
      )
    ).rows as { calls: number; voyages: number }[];
    expect({ calls: index.calls, voyages: index.voyages.size }).toEqual(counts);
    for (const list of index.departures.values())
      for (let i = 1; i < list.length; i += 1)
        expect(list[i]?.departure).toBeGreaterThanOrEqual(list[i - 1]?.departure as number);
    for (const voyage of index.voyages.values())
      expect(voyage.calls.map((c) => c.row.seq)).toEqual(
        [...voyage.calls.map((c) => c.row.seq)].sort((a, b) => a - b),
      );
  });
});
