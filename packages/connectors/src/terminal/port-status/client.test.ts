import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderFault } from '../../ocean/contract.js';
import {
  ANCHOR,
  boxInYard,
  SANDBOX_KEY,
  startTerminalSandbox,
  type TerminalSandbox,
} from './__fixtures__/terminal-sandbox.js';
import { createTerminalStatusClient } from './client.js';
import { mapDownload, mapPortEvents } from './mapping.js';

const ON_DEMAND = ['USLAX', 'USLGB', 'USOAK', 'USNYC'];
const MINUTE = 60_000;
let sandbox: TerminalSandbox;
beforeAll(async () => {
  sandbox = await startTerminalSandbox();
}, 60_000);
afterEach(() => {
  sandbox.faults.clear();
  sandbox.clock.set(ANCHOR);
});
afterAll(() => sandbox.close());

const client = (timeoutMs = 2000, apiKey = SANDBOX_KEY) =>
  createTerminalStatusClient({ baseUrl: sandbox.url, apiKey, timeoutMs });

async function faultOf(promise: Promise<unknown>): Promise<ProviderFault> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ProviderFault);
  return error as ProviderFault;
}

describe('terminal status client against the sandbox terminal server', () => {
  it('downloads a US box by container and by its B/L, with a terminal', async () => {
    const us = boxInYard(
      sandbox.world,
      (p) => p.startsWith('US') && !ON_DEMAND.includes(p),
      'portOfDischarge',
    );
    const byBox = mapDownload(
      await client().download('US', us.portCode, { containerNumbers: [us.containerNumber] }, 'I'),
    );
    expect(byBox).toHaveLength(1);
    expect(byBox[0]).toMatchObject({ containerNumber: us.containerNumber, portCode: us.portCode, ieid: 'I' });
    expect(byBox[0]?.terminalCode).not.toBeNull();
    if (us.businessNumber) {
      const byBl = mapDownload(
        await client().download('us', us.portCode, { businessNumber: us.businessNumber }, 'I'),
      );
      expect(byBl.map((r) => r.containerNumber)).toContain(us.containerNumber);
    }
  });

  it('reads CN port events of a box in the yard', async () => {
    const cn = boxInYard(sandbox.world, (p) => p.startsWith('CN'), 'portOfLoading');
    const [record] = mapPortEvents(
      await client().portEvents(cn.portCode, { containerNumber: cn.containerNumber }, 'E'),
    );
    expect(record?.containerNumber).toBe(cn.containerNumber);
    expect(record?.terminalCode).not.toBeNull();
    expect(record?.inDate).not.toBeNull();
  });

  it('on-demand port: no data before the subscription, and only 5 minutes after it', async () => {
    const us = boxInYard(sandbox.world, (p) => ON_DEMAND.includes(p), 'portOfDischarge');
    const ask = async () =>
      mapDownload(
        await client().download('US', us.portCode, { containerNumbers: [us.containerNumber] }, 'I'),
      )[0];
    expect((await ask())?.terminalCode).toBeNull();
    expect(await client().findSubscription(us.portCode, us.containerNumber)).toBeNull();
    const subscription = await client().subscribe(us.portCode, us.containerNumber);
    expect(Date.parse(subscription.dataAvailableFrom) - Date.parse(subscription.subscribedAt)).toBe(
      5 * MINUTE,
    );
    expect((await client().findSubscription(us.portCode, us.containerNumber))?.subscriptionId).toBe(
      subscription.subscriptionId,
    );
    sandbox.clock.set(ANCHOR + 4 * MINUTE);
    expect((await ask())?.terminalCode).toBeNull();
    sandbox.clock.set(ANCHOR + 5 * MINUTE);
    expect((await ask())?.terminalCode).not.toBeNull();
  });
});

describe('terminal client faults', () => {
  const cnBox = () => boxInYard(sandbox.world, (p) => p.startsWith('CN'), 'portOfLoading');
  const events = (timeoutMs?: number, apiKey?: string) => {
    const cn = cnBox();
    return client(timeoutMs, apiKey).portEvents(cn.portCode, { containerNumber: cn.containerNumber }, null);
  };

  it('HTTP 500 → server (transient)', async () => {
    sandbox.faults.set('terminal', { mode: 'error' });
    const fault = await faultOf(events());
    expect([fault.kind, fault.status, fault.transient]).toEqual(['server', 500, true]);
  });

  it('no answer within the timeout → timeout', async () => {
    sandbox.faults.set('terminal', { mode: 'timeout' });
    const started = Date.now();
    expect((await faultOf(events(300))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('truncated and schema-invalid bodies → invalid-body', async () => {
    sandbox.faults.set('terminal', { mode: 'truncated' });
    expect((await faultOf(events())).kind).toBe('invalid-body');
    sandbox.faults.set('terminal', { mode: 'invalid' });
    const fault = await faultOf(events());
    expect(fault.kind).toBe('invalid-body');
    expect(fault.message).toContain('$.portCode');
  });

  it('wrong key → unauthorized; a CN port on the download call → bad-request; unknown B/L → not-found', async () => {
    expect((await faultOf(events(2000, 'wrong'))).kind).toBe('unauthorized');
    const cn = cnBox();
    const bad = await faultOf(
      client().download('CN', cn.portCode, { containerNumbers: [cn.containerNumber] }, 'I'),
    );
    expect([bad.kind, bad.transient]).toEqual(['bad-request', false]);
    expect(bad.message).toContain('port events');
    const unknown = await faultOf(client().download('US', 'USSAV', { businessNumber: 'NOSUCHBL000' }, 'I'));
    expect(unknown.kind).toBe('not-found');
  });
});
