import { type Sandbox, startSandbox, terminalSamples } from '@tracklane/sandbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

/**
 * The terminal calls end to end: API → scoping → connector → the sandbox's terminal server. The
 * sandbox clock runs 600× (5 simulated minutes = 0.5 s) so the on-demand 5-minute rule is real.
 */
const OCEAN = '/application/ocean/subscribe';
const SUBSCRIBE = '/application/terminal/subscribe';
const ON_DEMAND = ['USLAX', 'USLGB', 'USOAK', 'USNYC'];

let ctx: TestContext;
let sandbox: Sandbox;
let app: FastifyInstance;
let olga: Member;
let pavel: Member;
let us: { containerNumber: string; portCode: string };
let cn: { containerNumber: string; portCode: string };
let onDemand: { containerNumber: string; portCode: string };
/** What the app logged (warnings and worse). */
const logLines: { reqId?: string; msg?: string; reason?: string; kind?: string }[] = [];

const carrierOf = (box: string) =>
  sandbox.world.shipments.find((s) => s.containers.some((c) => c.number === box));

async function track(who: Member, containerNumber: string) {
  const carrierCode = carrierOf(containerNumber)?.carrierScac;
  const res = await call(app, who, 'POST', OCEAN, { containerNumber, carrierCode });
  if (res.statusCode !== 20000) throw new Error(`subscribe failed: ${JSON.stringify(res)}`);
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 7, speed: 600, size: { activeContainers: 300 } });
  ctx = await createTestContext();
  app = await ctx.app({
    env: {
      ...AUTH_TEST_ENV,
      TERMINAL_URL: sandbox.endpoints.terminal,
      TERMINAL_API_KEY: sandbox.apiKey,
      LOG_LEVEL: 'warn',
    },
    logStream: { write: (line: string) => void logLines.push(JSON.parse(line)) },
  });
  await app.ready();
  olga = await registerMember(app, 'olga');
  pavel = await registerMember(app, 'pavel');
  const samples = terminalSamples(sandbox.world, sandbox.clock.now(), 1);
  const usSample = samples.find((s) => s.call === 'download');
  const cnSample = samples.find((s) => s.call === 'port-events');
  const lax = sandbox.world.shipments.find(
    (s) => s.status === 'CONFIRMED' && ON_DEMAND.includes(s.portOfDischarge) && s.containers.length > 0,
  );
  if (!usSample || !cnSample || !lax) throw new Error('the sandbox world has no terminal samples');
  us = usSample;
  cn = cnSample;
  onDemand = { containerNumber: lax.containers[0]!.number, portCode: lax.portOfDischarge };
  await track(olga, us.containerNumber);
  await track(olga, cn.containerNumber);
  await track(olga, onDemand.containerNumber);
}, 120_000);
afterEach(() => sandbox.faults.clear());
afterAll(async () => {
  await ctx?.cleanup();
  await sandbox?.close();
});

const download = (who: Member, country: string, body: Record<string, unknown>, lang = 'en') =>
  app
    .inject({
      method: 'POST',
      url: `/terminal/${country}/download`,
      headers: { ...bearer(who.token), lang },
      payload: body,
    })
    .then((r) => r.json());

describe('terminal calls against the sandbox', () => {
  it('download: terminal records of a tracked US box (ieid defaults to I)', async () => {
    const res = await download(olga, 'us', { businessNumber: us.containerNumber, portCode: us.portCode });
    expect(res.statusCode).toBe(20000);
    expect(res.data[0]).toMatchObject({
      containerNumber: us.containerNumber,
      portCode: us.portCode,
      ieid: 'I',
    });
    expect(res.data[0].terminalCode).not.toBeNull();
    expect(res.data[0].inDate).not.toBeNull();
  });

  it('port events: a tracked CN box as a terminal record with its dumps (ieid defaults to E)', async () => {
    const res = await call(app, olga, 'POST', '/terminal/port/event/shipment', {
      businessNumber: cn.containerNumber,
      portCode: cn.portCode,
      clientId: 'embedding-client',
    });
    expect(res.statusCode).toBe(20000);
    expect(res.data[0]).toMatchObject({
      containerNumber: cn.containerNumber,
      portCode: cn.portCode,
      ieid: 'E',
    });
    expect(res.data[0].terminalCode).not.toBeNull();
    expect(Array.isArray(res.data[0].dumps)).toBe(true);
  });

  it("another organisation's number → 40400 'query not subscribed' in the caller's language", async () => {
    const en = await download(pavel, 'us', { businessNumber: us.containerNumber, portCode: us.portCode });
    expect([en.statusCode, en.message, en.data]).toEqual([40400, 'query not subscribed', null]);
    const zh = await download(
      pavel,
      'us',
      { businessNumber: us.containerNumber, portCode: us.portCode },
      'zh',
    );
    expect(zh.message).toBe('查询未订阅');
    const events = await call(app, pavel, 'POST', '/terminal/port/event/shipment', {
      businessNumber: cn.containerNumber,
      portCode: cn.portCode,
    });
    expect(events.statusCode).toBe(40400);
    const sub = await call(app, pavel, 'POST', SUBSCRIBE, {
      ctnrno: onDemand.containerNumber,
      portCode: onDemand.portCode,
    });
    expect(sub.statusCode).toBe(40400);
  });

  it('country rule: ports outside CN/US/KR/JP, and ports on the wrong call → 40000', async () => {
    const de = await download(olga, 'us', { businessNumber: us.containerNumber, portCode: 'DEHAM' });
    expect([de.statusCode, de.message]).toEqual([
      40000,
      'terminal data is only available for ports in CN, US, KR and JP',
    ]);
    const cnOnDownload = await download(olga, 'cn', {
      businessNumber: cn.containerNumber,
      portCode: cn.portCode,
    });
    expect(cnOnDownload.statusCode).toBe(40000);
    const wrongCountry = await download(olga, 'kr', {
      businessNumber: us.containerNumber,
      portCode: us.portCode,
    });
    expect(wrongCountry.statusCode).toBe(40000);
    const usOnEvents = await call(app, olga, 'POST', '/terminal/port/event/shipment', {
      businessNumber: us.containerNumber,
      portCode: us.portCode,
    });
    expect(usOnEvents.statusCode).toBe(40000);
  });

  it('on-demand rule: subscribing outside USLAX, USLGB, USOAK, USNYC → 40000 in zh/en/jp', async () => {
    const texts = new Set<string>();
    for (const lang of ['en', 'zh', 'jp']) {
      const res = await app.inject({
        method: 'POST',
        url: SUBSCRIBE,
        headers: { ...bearer(olga.token), lang },
        payload: { ctnrno: us.containerNumber, portCode: us.portCode },
      });
      expect(res.json().statusCode).toBe(40000);
      expect(res.json().message).toContain('USLAX');
      texts.add(res.json().message);
    }
    expect(texts.size).toBe(3);
  });

  it('5-minute rule: no port data → subscribe → "port data subscribed" → data 5 minutes later', async () => {
    const ask = () =>
      download(olga, 'us', { businessNumber: onDemand.containerNumber, portCode: onDemand.portCode });
    const before = await ask();
    expect(before.message).toBe('no port data, retry in 5 minutes');
    expect(before.data[0].terminalCode).toBeNull();
    const query = `?ctnrno=${onDemand.containerNumber}&portCode=${onDemand.portCode}`;
    expect((await call(app, olga, 'GET', `${SUBSCRIBE}${query}`)).statusCode).toBe(20001);
    const subscribed = await call(app, olga, 'POST', SUBSCRIBE, {
      blno: null,
      ctnrno: onDemand.containerNumber,
      portCode: onDemand.portCode,
    });
    expect([subscribed.statusCode, subscribed.message]).toEqual([20000, 'port data subscribed']);
    expect(subscribed.data[0].containerNumber).toBe(onDemand.containerNumber);
    const read = await call(app, olga, 'GET', `${SUBSCRIBE}${query}`);
    expect(read.data[0].subscriptionId).toBe(subscribed.data[0].subscriptionId);
    const from = Date.parse(subscribed.data[0].dataAvailableFrom);
    while (sandbox.clock.now() < from) await new Promise((r) => setTimeout(r, 50));
    const after = await ask();
    expect([after.statusCode, after.message]).toEqual([20000, 'success']);
    expect(after.data[0].terminalCode).not.toBeNull();
  });

  it("provider faults → 50000 in the user's words, never the provider's; the next call works again", async () => {
    const body = { businessNumber: us.containerNumber, portCode: us.portCode };
    sandbox.faults.set('terminal', { mode: 'error' });
    const res = await app.inject({
      method: 'POST',
      url: '/terminal/us/download',
      headers: { ...bearer(olga.token), lang: 'en' },
      payload: body,
    });
    const failed = res.json();
    expect(failed).toEqual({
      statusCode: 50000,
      message: 'The terminal did not answer; please try again in a few minutes',
      data: null,
    });
    // The provider's own words are in the log, under the request's id.
    const logged = logLines.find((l) => l.reqId === res.headers['x-request-id'] && l.kind === 'server');
    expect(logged).toMatchObject({
      msg: 'terminal provider fault',
      reason: expect.stringContaining('HTTP 500'),
    });
    sandbox.faults.set('terminal', { mode: 'invalid' });
    const invalid = await download(olga, 'us', body, 'zh');
    expect([invalid.statusCode, invalid.message]).toEqual([50000, '码头未响应，请几分钟后重试']);
    sandbox.faults.clear();
    expect((await download(olga, 'us', body)).statusCode).toBe(20000);
  });

  it('a tracked B/L the provider does not know → 20001 "no terminal data returned"', async () => {
    const tracked = await call(app, olga, 'POST', OCEAN, {
      billNumber: 'MAEU260999999',
      carrierCode: 'MAEU',
    });
    expect(tracked.statusCode).toBe(20000);
    const res = await download(olga, 'us', { businessNumber: 'MAEU260999999', portCode: us.portCode });
    expect([res.statusCode, res.message, res.data]).toEqual([20001, 'no terminal data returned', []]);
  });
});
