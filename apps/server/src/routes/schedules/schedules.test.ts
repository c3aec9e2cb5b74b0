import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR, storeTinyWorld } from '../../services/schedules/__fixtures__/tiny-world.js';
import { listSearchLogs, recordSearchLog } from '../../services/schedules/search-logs.js';
import { AUTH_TEST_ENV, bearer, guestCaller, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

/**
 * The schedule calls over the tiny hand-written world (services/schedules/__fixtures__/
 * tiny-world.ts). Every expected figure below is worked out by hand from that file's plans and
 * delays; none is read back from the code under test.
 */
let ctx: TestContext;
let app: FastifyInstance;
let olga: Member;
let base: number;
const iso = (day: number, hours = 0) => new Date(base + Math.round(day * DAY) + hours * HOUR).toISOString();

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  await app.ready();
  base = Math.floor(Date.now() / HOUR) * HOUR;
  await storeTinyWorld(ctx.database, app.referenceData.ports, base);
  olga = await registerMember(app, 'olga');
});
afterAll(() => ctx?.cleanup());

const get = (url: string, who: { token: string } = olga) => call(app, who, 'GET', url);
const p2p = (query: string, who: { token: string } = olga) => get(`/application/schedule/p2p?${query}`, who);
// biome-ignore lint/suspicious/noExplicitAny: envelopes are checked field by field
const voyages = (body: any) => body.data.list.map((s: any) => s.legs.map((l: any) => l.voyage).join('+'));

describe('GET /application/schedule/p2p', () => {
  it('lists the direct sailings of the next 8 weeks by departure: blank sailings never, omitted calls as such', async () => {
    const body = await p2p('polCode=CNSHA&podCode=NLRTM');
    expect(body.statusCode).toBe(20000);
    // A04W is a blank sailing; A01W/A02W sailed in the past.
    expect(voyages(body)).toEqual(['A03W', 'T01W', 'A05W']);
    expect(body.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 10 });
    const a03 = body.data.list[0];
    expect(a03).toMatchObject({
      carrierCode: 'MAEU',
      serviceCode: 'AE1',
      serviceName: 'Asia Europe 1',
      vesselName: 'MAERSK ESSEN',
      imo: '9778791',
      voyage: 'A03W',
      pol: { portCode: 'CNSHA', terminalCode: 'SHAT' },
      pod: { portCode: 'NLRTM', terminalCode: 'RTMT' },
      // The carrier's estimate (10 h late) beats the plan; Rotterdam has only its plan.
      etd: iso(6, 10),
      eta: iso(35),
      // (35 d − 6 d 10 h) = 28.58 days, rounded up.
      transitDays: 29,
      direct: true,
      transshipmentPorts: [],
    });
    expect(a03.carrierName).toMatch(/Maersk/i);
    expect(a03.legs[0].intermediateCalls.map((c: { portCode: string }) => c.portCode)).toEqual(['SGSIN']);
    expect(a03.legs[0].from).toMatchObject({
      plannedDeparture: iso(6),
      estimatedDeparture: iso(6, 10),
      actualDeparture: null,
    });
    expect(a03.cutOffs).toMatchObject({
      portOpening: iso(0),
      documentation: iso(2),
      customs: iso(3),
      vgm: iso(3.5),
      ams: iso(4),
      // No PCO published: the FCL delivery cut-off is the gate close.
      portCutOff: iso(4.5),
    });
    expect(a03.cutOffs.raw).toHaveLength(6);
    const a05 = body.data.list[2];
    expect(a05.legs[0].intermediateCalls).toEqual([
      expect.objectContaining({ portCode: 'SGSIN', status: 'OMITTED', statusCodes: ['OMIT'] }),
    ]);
  });

  it('sorts by arrival or transit time, filters carriers, arrival dates and pages', async () => {
    // Transit: A05W 20→45 = 25 d, A03W 28.6 d, T01W 9→38 = 29 d.
    expect(voyages(await p2p('polCode=CNSHA&podCode=NLRTM&sortBy=transitDays'))).toEqual([
      'A05W',
      'A03W',
      'T01W',
    ]);
    expect(voyages(await p2p('polCode=CNSHA&podCode=NLRTM&sortBy=eta'))).toEqual(['A03W', 'T01W', 'A05W']);
    expect(voyages(await p2p('polCode=CNSHA&podCode=NLRTM&carrierCode=cmdu'))).toEqual(['T01W']);
    const byDay = (day: number) => iso(day).slice(0, 10);
    expect(voyages(await p2p(`polCode=CNSHA&podCode=NLRTM&eta=${byDay(36)}`))).toEqual(['A03W']);
    // Departures from the day of day 8 on: A03W (day 6 + 10 h) is out.
    expect(voyages(await p2p(`polCode=CNSHA&podCode=NLRTM&etd=${byDay(8)}`))).toEqual(['T01W', 'A05W']);
    expect(voyages(await p2p(`polCode=CNSHA&podCode=NLRTM&etd=${byDay(8)}&weeksOut=1`))).toEqual(['T01W']);
    const page2 = await p2p('polCode=CNSHA&podCode=NLRTM&pageSize=2&pageNum=2');
    expect(voyages(page2)).toEqual(['A05W']);
    expect(page2.data.total).toBe(3);
    expect((await p2p('polCode=CNSHA&podCode=NLRTM&isTransit=1')).data.total).toBe(0);
  });

  it('offers the transshipment via Singapore onto the feeder, and only it with isTransit', async () => {
    const body = await p2p('polCode=CNSGH&podCode=IDJKT');
    // A03W reaches Singapore on day 11; F01S leaves on day 13 (within 12 h – 10 days) for Jakarta
    // on day 15. A05W omits Singapore, T01W is another carrier's and never calls there.
    expect(voyages(body)).toEqual(['A03W+F01S']);
    const [sailing] = body.data.list;
    expect(sailing).toMatchObject({
      direct: false,
      transshipmentPorts: [{ portCode: 'SGSIN' }],
      etd: iso(6, 10),
      eta: iso(15),
      // 15 d − 6 d 10 h = 8.58 days → 9.
      transitDays: 9,
      pol: { portCode: 'CNSHA' },
      pod: { portCode: 'IDJKT' },
    });
    expect(
      sailing.legs.map(
        (l: { from: { portCode: string }; to: { portCode: string } }) =>
          `${l.from.portCode}>${l.to.portCode}`,
      ),
    ).toEqual(['CNSHA>SGSIN', 'SGSIN>IDJKT']);
    expect(sailing.legs[1]).toMatchObject({ serviceCode: 'IA2', transitDays: 2, etd: iso(13), eta: iso(15) });
    expect(sailing.id).toBe(`${sailing.legs[0].from.callId}+${sailing.legs[1].from.callId}`);
    expect((await p2p('polCode=CNSHA&podCode=IDJKT&isTransit=false')).data.total).toBe(0);
    expect(voyages(await p2p('polCode=CNSHA&podCode=IDJKT&isTransit=true'))).toEqual(['A03W+F01S']);
  });

  it('groups by carrier and service for the group call', async () => {
    const body = await get(
      '/application/schedule/p2p/group?polCode=CNSHA&podCode=NLRTM&pageNum=1&pageSize=200',
    );
    expect(body.data.total).toBe(3);
    expect(
      body.data.list.map(
        (g: {
          key: string;
          sailings: { voyage: string }[];
          minTransitDays: number;
          maxTransitDays: number;
        }) => [g.key, g.sailings.map((s) => s.voyage), g.minTransitDays, g.maxTransitDays],
      ),
    ).toEqual([
      ['MAEU:AE1', ['A03W', 'A05W'], 25, 29],
      ['CMDU:FAL1', ['T01W'], 29, 29],
    ]);
    expect(body.data.list[0].nextEtd).toBe(iso(6, 10));
  });

  it.each([
    ['podCode=NLRTM', 'polCode', 'en', 'POL must not be empty'],
    ['polCode=&podCode=NLRTM', 'polCode', 'zh', '起运港不能为空'],
    ['polCode=CNSHA&podCode=', 'podCode', 'jp', '揚港を入力してください'],
    ['polCode=ZZZZZ&podCode=NLRTM', 'polCode', 'en', 'unknown port code ZZZZZ'],
    ['polCode=CNSHA&podCode=CNSGH', 'podCode', 'en', 'POL and POD must be different ports'],
    ['polCode=CNSHA&podCode=NLRTM&etd=2030-05-02&eta=2030-05-01', 'eta', 'en', 'arrival date'],
    ['polCode=CNSHA&podCode=NLRTM&weeksOut=13', 'weeksOut', 'en', 'weeksOut'],
    ['polCode=CNSHA&podCode=NLRTM&etd=tomorrow', 'etd', 'en', 'etd'],
  ])('%s → 40000 naming %s', async (query, field, lang, text) => {
    // The language as the web client sends it (a `lang` header).
    const res = await app.inject({
      url: `/application/schedule/p2p?${query}`,
      headers: { ...bearer(olga.token), lang },
    });
    const body = res.json();
    expect(body.statusCode).toBe(40000);
    expect(body.data.issues[0].field).toBe(field);
    expect(body.message).toContain(text);
  });

  it('needs a token', async () => {
    const res = await app.inject({ url: '/application/schedule/p2p?polCode=CNSHA&podCode=NLRTM' });
    expect(res.json().statusCode).toBe(40100);
  });
});

describe('search logs and viewed details', () => {
  it('keeps the caller’s recent searches, one per POL/POD pair, newest first', async () => {
    const ivan = await registerMember(app, 'ivan');
    await p2p('polCode=CNSHA&podCode=NLRTM', ivan);
    await p2p('polCode=cnsha&podCode=IDJKT&weeksOut=4&isTransit=1', ivan);
    await p2p('polCode=CNSHA&podCode=NLRTM&weeksOut=6', ivan);
    const logs = await get('/vessel2/schedule/log/userLogs', ivan);
    expect(
      logs.data.map(
        (l: { pol: { portCode: string }; pod: { portCode: string } }) =>
          `${l.pol.portCode}>${l.pod.portCode}`,
      ),
    ).toEqual(['CNSHA>NLRTM', 'CNSHA>IDJKT']);
    expect(logs.data[0]).toMatchObject({ weeksOut: 6, isTransit: null, pod: { portName: 'Rotterdam' } });
    expect(logs.data[1]).toMatchObject({ weeksOut: 4, isTransit: true });
    expect((await get('/vessel2/schedule/log/userLogs?size=1', ivan)).data).toHaveLength(1);
    // Nobody else sees them.
    const other = await registerMember(app, 'oscar');
    expect((await get('/vessel2/schedule/log/userLogs', other)).data).toEqual([]);
  });

  it('holds each pair of ports once, whatever code was typed or stored for it', async () => {
    const dora = await registerMember(app, 'dora');
    // UN/LOCODE's code, a lower-case alias and the forwarders' code: one port, one search.
    for (const pol of ['CNSGH', 'cnsha', 'CNSHA']) await p2p(`polCode=${pol}&podCode=NLRTM`, dora);
    const pairs = (logs: { pol: { portCode: string }; pod: { portCode: string } }[]) =>
      logs.map((l) => `${l.pol.portCode}>${l.pod.portCode}`);
    expect(pairs((await get('/vessel2/schedule/log/userLogs', dora)).data)).toEqual(['CNSHA>NLRTM']);

    // Rows logged under an alias before searches were logged by the product's code: read once.
    const caller = guestCaller('00000000-0000-4000-8000-00000000abce');
    const search = { etd: null, eta: null, weeksOut: 8, isTransit: null };
    const log = (polCode: string, podCode: string, at: number) =>
      recordSearchLog({
        db: ctx.database,
        caller,
        now: new Date(base + at),
        search: { ...search, polCode, podCode },
      });
    await log('CNSGH', 'NLRTM', 0);
    await log('CNSHA', 'NLRTM', 1000);
    await log('SGSIN', 'NLRTM', 2000);
    const read = await listSearchLogs({ db: ctx.database, caller, size: 10, ports: app.referenceData.ports });
    expect(pairs(read)).toEqual(['SGSIN>NLRTM', 'CNSHA>NLRTM']);
  });

  it('does not write a read token’s searches into the log (read tokens never write)', async () => {
    const rita = await registerMember(app, 'rita');
    const key = (await call(app, rita, 'POST', '/auth/api/keys', { name: 'ERP' })).data;
    const issued = (
      await app.inject({ url: `/auth/api/token?clientId=${key.clientId}&key=${key.key}` })
    ).json().data;
    expect(issued.tokenType).toBe('read');
    const found = await p2p('polCode=CNSHA&podCode=NLRTM', { token: issued.accessToken });
    expect(found.statusCode).toBe(20000);
    expect((await get('/vessel2/schedule/log/userLogs', rita)).data).toEqual([]);
  });

  it('keeps the newest 50 searches of a caller', async () => {
    const caller = guestCaller('00000000-0000-4000-8000-00000000abcd');
    const codes = ['CNSHA', 'NLRTM', 'SGSIN', 'IDJKT', 'USLAX', 'DEHAM', 'KRPUS', 'JPTYO'];
    const pairs = codes.flatMap((pol) =>
      codes.filter((pod) => pod !== pol).map((pod) => [pol, pod] as const),
    );
    for (const [i, [polCode, podCode]] of pairs.slice(0, 53).entries())
      await recordSearchLog({
        db: ctx.database,
        caller,
        now: new Date(base + i * 1000),
        search: { polCode, podCode, etd: null, eta: null, weeksOut: 8, isTransit: null },
      });
    const kept = (
      await ctx.database.executeSql(
        'select pol_code, pod_code from schedule_search_logs where subject = $1 order by searched_at',
        [caller.subject],
      )
    ).rows;
    expect(kept).toHaveLength(50);
    // The three oldest went.
    expect(kept[0]).toEqual({ pol_code: pairs[3]?.[0], pod_code: pairs[3]?.[1] });

    // A pair searched again moves to the top and pushes nothing out: it was already kept.
    const [polCode, podCode] = pairs[20] as readonly [string, string];
    await recordSearchLog({
      db: ctx.database,
      caller,
      now: new Date(base + 60_000),
      search: { polCode, podCode, etd: null, eta: null, weeksOut: 8, isTransit: null },
    });
    const after = (
      await ctx.database.executeSql(
        'select pol_code, pod_code from schedule_search_logs where subject = $1 order by searched_at',
        [caller.subject],
      )
    ).rows;
    expect(after).toHaveLength(50);
    expect(after[0]).toEqual(kept[0]);
    expect(after.at(-1)).toEqual({ pol_code: polCode, pod_code: podCode });
  });

  it('saves a viewed sailing once, lists it with what the schedule says now, and only for the caller', async () => {
    const vera = await registerMember(app, 'vera');
    const [sailing] = (await p2p('polCode=CNSHA&podCode=NLRTM', vera)).data.list;
    const saved = await call(app, vera, 'POST', '/vessel2/schedule/detail/log/save', sailing);
    expect(saved.statusCode).toBe(20000);
    const again = await call(app, vera, 'POST', '/vessel2/schedule/detail/log/save', {
      ...sailing,
      etd: iso(1),
    });
    expect(again.data.id).toBe(saved.data.id);
    const history = await get('/vessel2/schedule/history', vera);
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({
      id: saved.data.id,
      record: { voyage: 'A03W', etd: iso(1) },
      // Our copy still says day 6 + 10 h: the page can show that the departure moved.
      current: { etd: iso(6, 10), eta: iso(35), status: 'SCHEDULED' },
    });
    const later = new Date(Date.parse(history.data[0].viewedAt) + 1).toISOString();
    expect((await get(`/vessel2/schedule/history?updateTime=${later}`, vera)).data).toEqual([]);
    expect((await get('/vessel2/schedule/history', olga)).data).toEqual([]);
    const bad = await call(app, vera, 'POST', '/vessel2/schedule/detail/log/save', { voyage: 'A03W' });
    expect(bad.statusCode).toBe(40000);
  });
});

describe('on-time history of a service', () => {
  // AE1 calls planned in the last 3 months: A01W CNSHA, SGSIN, NLRTM; A02W CNSHA, SGSIN (omitted), NLRTM.
  // Arrivals: +6, +30, −2, 0, +12 → 5 measured, 4 within ±24 h, 1 late; mean 46/5 = 9.2 h.
  // Departures: +6, +30, +50, 0, AIS +20 → 3 on time, 2 late; mean 106/5 = 21.2 h; late mean 40 h.
  const AE1 = {
    calls: 6,
    omitted: 1,
    blanked: 0,
    arrival: {
      measured: 5,
      onTime: 4,
      late: 1,
      early: 0,
      onTimeRate: 0.8,
      meanDelayHours: 9.2,
      meanLateHours: 30,
      fromAis: 0,
    },
    departure: {
      measured: 5,
      onTime: 3,
      late: 2,
      early: 0,
      onTimeRate: 0.6,
      meanDelayHours: 21.2,
      meanLateHours: 40,
      fromAis: 1,
    },
  };

  it('byRouteCode: every call of the window, planned vs actual, with the hand-computed figures', async () => {
    const body = await get('/vessel2/schedule/history/byRouteCode?carrier=MAEU&routeCode=AE1');
    expect(body.statusCode).toBe(20000);
    expect(body.data.figures).toEqual(AE1);
    expect(body.data.window.toleranceHours).toBe(24);
    expect(
      body.data.calls.map((c: { voyage: string; portCode: string }) => `${c.voyage}@${c.portCode}`),
    ).toEqual(['A01W@CNSHA', 'A01W@SGSIN', 'A02W@CNSHA', 'A02W@SGSIN', 'A01W@NLRTM', 'A02W@NLRTM']);
    const rtm = body.data.calls[5];
    expect(rtm).toMatchObject({
      arrivalDelayHours: 12,
      arrivalOnTime: true,
      arrivalSource: 'CARRIER',
      departureDelayHours: 20,
      departureOnTime: true,
      departureSource: 'AIS',
      actualDeparture: null,
      aisDeparture: iso(-2, 20),
    });
    expect(body.data.calls[3]).toMatchObject({
      status: 'OMITTED',
      arrivalOnTime: null,
      arrivalDelayHours: null,
    });
  });

  it('byRouteCode with POL and POD: only that route’s calls', async () => {
    const body = await get(
      '/vessel2/schedule/history/byRouteCode?carrier=MAEU&routeCode=AE1&polCode=CNSHA&podCode=NLRTM',
    );
    // Arrivals +6, −2, 0, +12 all on time (mean 4); departures +6, +50, 0, AIS +20: 3 of 4 (mean 19).
    expect(body.data.figures.arrival).toMatchObject({
      measured: 4,
      onTime: 4,
      onTimeRate: 1,
      meanDelayHours: 4,
    });
    expect(body.data.figures.departure).toMatchObject({
      measured: 4,
      onTime: 3,
      onTimeRate: 0.75,
      meanDelayHours: 19,
      meanLateHours: 50,
    });
  });

  it('byRouteCode/group: the same figures per port, vessel and week', async () => {
    const body = await get('/vessel2/schedule/history/byRouteCode/group?carrier=MAEU&routeCode=AE1');
    expect(body.data.figures).toEqual(AE1);
    const port = (code: string) =>
      body.data.byPort.find((p: { portCode: string }) => p.portCode === code).figures;
    expect(port('CNSHA').arrival).toMatchObject({ measured: 2, onTime: 2, meanDelayHours: 3 });
    expect(port('SGSIN')).toMatchObject({
      calls: 2,
      omitted: 1,
      arrival: { measured: 1, late: 1, meanLateHours: 30 },
    });
    const essen = body.data.byVessel.find((v: { imo: string }) => v.imo === '9778791').figures;
    // A01W only: arrivals +6, +30, −2 → 2 of 3 (0.6667), mean 11.3 h.
    expect(essen.arrival).toMatchObject({ measured: 3, onTime: 2, onTimeRate: 0.6667, meanDelayHours: 11.3 });
    const weeks = body.data.byWeek;
    expect(weeks.reduce((n: number, w: { figures: { calls: number } }) => n + w.figures.calls, 0)).toBe(6);
    for (const w of weeks) expect(new Date(w.weekStart).getUTCDay()).toBe(1);
  });

  it('an unknown service is 40400; a service outside the window answers empty figures', async () => {
    expect((await get('/vessel2/schedule/history/byRouteCode?carrier=MAEU&routeCode=NOPE')).statusCode).toBe(
      40400,
    );
    const old = await get(
      `/vessel2/schedule/history/byRouteCode?carrier=MAEU&routeCode=AE1&begin=2000-01-01&end=2000-02-01`,
    );
    expect(old.data).toMatchObject({
      calls: [],
      figures: { calls: 0, arrival: { measured: 0, onTimeRate: null } },
    });
    const reversed = await get(
      '/vessel2/schedule/history/byRouteCode?carrier=MAEU&routeCode=AE1&begin=2001-01-01&end=2000-01-01',
    );
    expect([reversed.statusCode, reversed.data.issues[0].field]).toEqual([40000, 'begin']);
  });
});

describe('POST /application/integration/schedule/statistics', () => {
  it('answers the vessel, carrier, service and route figures computed by hand, and the current voyage', async () => {
    const body = await call(app, olga, 'POST', '/application/integration/schedule/statistics', {
      vesselName: 'maersk essen',
      pol: 'CNSHA',
      pod: 'NLRTM',
    });
    expect(body.statusCode).toBe(20000);
    const d = body.data;
    expect(d.vessel).toMatchObject({ name: 'MAERSK ESSEN', imo: '9778791', mmsi: '219018000' });
    // ESSEN: A01W arrivals +6, +30, −2; departures +6, +30, +50.
    expect(d.vessel.figures.arrival).toMatchObject({
      measured: 3,
      onTime: 2,
      onTimeRate: 0.6667,
      meanDelayHours: 11.3,
      meanLateHours: 30,
    });
    expect(d.vessel.figures.departure).toMatchObject({
      measured: 3,
      onTime: 1,
      onTimeRate: 0.3333,
      meanDelayHours: 28.7,
      meanLateHours: 40,
    });
    // MAEU: AE1 plus IA2's F00S (+3 h, +3 h both sides): arrivals 6 of 7, mean 52/7 = 7.4 h;
    // departures 5 of 7, mean 112/7 = 16 h.
    expect(d.carrier.carrierCode).toBe('MAEU');
    expect(d.carrier.figures).toMatchObject({
      calls: 8,
      omitted: 1,
      arrival: { measured: 7, onTime: 6, onTimeRate: 0.8571, meanDelayHours: 7.4 },
      departure: { measured: 7, onTime: 5, onTimeRate: 0.7143, meanDelayHours: 16 },
    });
    expect(d.service).toMatchObject({
      serviceCode: 'AE1',
      figures: { arrival: { onTimeRate: 0.8 }, departure: { onTimeRate: 0.6 } },
    });
    expect(d.route).toMatchObject({
      polCode: 'CNSHA',
      podCode: 'NLRTM',
      figures: {
        arrival: { measured: 4, onTimeRate: 1 },
        departure: { measured: 4, onTime: 3, onTimeRate: 0.75 },
      },
    });
    // ESSEN's last voyage is over: the current one is the next, A03W.
    expect(d.voyage).toMatchObject({ voyage: 'A03W', serviceCode: 'AE1', prediction: null });
    expect(d.voyage.calls.map((c: { portCode: string }) => c.portCode)).toEqual(['CNSHA', 'SGSIN', 'NLRTM']);
    expect(d.voyage.calls[0].predictedArrival).toBeNull();
  });

  it('a named voyage, and 40400 for a vessel no schedule names', async () => {
    const body = await call(app, olga, 'POST', '/application/integration/schedule/statistics', {
      vesselName: 'MAERSK EDINBURGH',
      voyage: 'A02W',
    });
    expect(body.data.voyage.calls.map((c: { status: string }) => c.status)).toEqual([
      'SCHEDULED',
      'OMITTED',
      'SCHEDULED',
    ]);
    expect(body.data.route).toBeNull();
    const none = await call(app, olga, 'POST', '/application/integration/schedule/statistics', {
      vesselName: 'NOBODY',
    });
    expect(none.statusCode).toBe(40400);
  });
});

describe('terminal schedule and proformas', () => {
  it('lists the port’s calls by departure with the receiving window and cut-offs', async () => {
    const body = await get('/application/schedule/terminal?portCode=CNSHA');
    // From 3 days ago to 4 weeks ahead, by departure: A03W (6.4), T01W (9), A04W blank (13), A05W (20).
    expect(body.data.map((r: { voyage: string; status: string }) => `${r.voyage}:${r.status}`)).toEqual([
      'A03W:SCHEDULED',
      'T01W:SCHEDULED',
      'A04W:BLANKED',
      'A05W:SCHEDULED',
    ]);
    expect(body.data[0]).toMatchObject({
      terminalCode: 'SHAT',
      vessel: { name: 'MAERSK ESSEN' },
      eta: iso(5, 10),
      etb: iso(5, 10),
      etd: iso(6, 10),
      receivingOpen: iso(0),
      receivingClose: iso(4.5),
      cutOffs: { vgm: iso(3.5) },
    });
    const imports = await get(
      '/application/schedule/terminal?portCode=CNSHA&isExport=false&vesselNameEn=maersk',
    );
    expect(imports.data.map((r: { voyage: string }) => r.voyage)).toEqual(['A03W', 'A04W', 'A05W']);
    expect(imports.data[0].receivingOpen).toBeNull();
    const missing = await get('/application/schedule/terminal?vesselNameEn=x');
    expect([missing.statusCode, missing.data.issues[0].field]).toEqual([40000, 'portCode']);
  });

  it('derives the proforma rotation from the planned times', async () => {
    const body = await call(app, olga, 'POST', '/vessel2/getServiceProformas', {
      carrierCode: 'MAEU',
      serviceCode: 'AE1',
    });
    expect(body.statusCode).toBe(20000);
    // Latest voyage started by now: A02W (Shanghai day −33, Singapore −27, Rotterdam −3).
    expect(body.data.basedOn).toEqual({ vesselName: 'MAERSK EDINBURGH', voyage: 'A02W' });
    expect(
      body.data.rotation.map(
        (c: {
          portCode: string;
          arrivalDay: number;
          departureDay: number;
          portStayHours: number;
          transitDaysFromPrevious: number | null;
        }) => [c.portCode, c.arrivalDay, c.departureDay, c.portStayHours, c.transitDaysFromPrevious],
      ),
    ).toEqual([
      ['CNSHA', 0, 1, 24, null],
      ['SGSIN', 6, 6.5, 12, 5],
      ['NLRTM', 30, 31, 24, 23.5],
    ]);
    // Starts −40, −33, +5, +12, +19: gaps 7, 38, 7, 7 → weekly; ESSEN 45 and 14 days, EDINBURGH 45 → 45.
    expect(body.data).toMatchObject({ frequencyDays: 7, loopDays: 45, serviceName: 'Asia Europe 1' });
    expect(body.data.vessels.map((v: { name: string }) => v.name).sort()).toEqual([
      'MAERSK EDINBURGH',
      'MAERSK ESSEN',
    ]);
    expect(
      (
        await call(app, olga, 'POST', '/vessel2/getServiceProformas', {
          carrierCode: 'MAEU',
          serviceCode: 'X',
        })
      ).statusCode,
    ).toBe(40400);
  });
});

describe('daily schedule-call quota', () => {
  it('refuses schedule calls past the edition’s daily quota with 42900; logs do not count', async () => {
    const quinn = await registerMember(app, 'quinn');
    const [owner] = (
      await ctx.database.executeSql('select organization_id from users where username = $1', ['quinn'])
    ).rows as { organization_id: string }[];
    const orgId = owner?.organization_id;
    expect(typeof orgId).toBe('string');
    // The free edition allows 200 a day; 199 are used already.
    await ctx.database.executeSql(
      'insert into schedule_call_usage (owner_key, day, calls) values ($1, $2, 199)',
      [`org:${orgId}`, new Date().toISOString().slice(0, 10)],
    );
    expect((await p2p('polCode=CNSHA&podCode=NLRTM', quinn)).statusCode).toBe(20000);
    const refused = await p2p('polCode=CNSHA&podCode=NLRTM', quinn);
    expect(refused).toMatchObject({ statusCode: 42900, message: 'call limit exceeded' });
    const res = await app.inject({
      url: '/application/schedule/terminal?portCode=CNSHA',
      headers: bearer(quinn.token),
    });
    expect([res.statusCode, res.json().statusCode]).toEqual([429, 42900]);
    expect((await get('/vessel2/schedule/log/userLogs', quinn)).statusCode).toBe(20000);
    // Other organisations are not affected.
    expect((await p2p('polCode=CNSHA&podCode=NLRTM')).statusCode).toBe(20000);
  });
});
