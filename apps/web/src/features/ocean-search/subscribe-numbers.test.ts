import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../app/request/request-types';
import { failureReason, subscribeAll } from './subscribe-numbers';

const t = (key: string) => `t:${key}`;
const status = (statusCode: number, message: string, data: unknown = null) =>
  new RequestError('status', message, { statusCode, envelope: { statusCode, message, data } });

describe('failureReason', () => {
  it('words 40020 and the subscription limit itself, passes other messages through', () => {
    expect(failureReason(status(40020, 'Carrier code cannot be determined'), t)).toBe('t:carrierUnknown');
    expect(failureReason(status(42900, 'too many'), t)).toBe('t:subscriptionLimit');
    expect(failureReason(status(40300, 'call limit exceeded'), t)).toBe('t:subscriptionLimit');
    expect(failureReason(status(40000, 'billNumber: a B/L number has 4 to 30 letters'), t)).toBe(
      'billNumber: a B/L number has 4 to 30 letters',
    );
    expect(failureReason(new RequestError('network', 'Network Error'), t)).toBe('Network Error');
    expect(failureReason(new RequestError('timeout', 'Request timeout'), t)).toBe('Request timeout');
  });
});

describe('subscribeAll', () => {
  it('sends each number in its field with the carrier and keeps the input order', async () => {
    const subscribe = vi.fn(
      async (input: { billNumber?: string | null; containerNumber?: string | null }) => {
        if (input.billNumber === 'BAD1') throw status(40020, 'x');
        return { id: `id-${input.billNumber ?? input.containerNumber}` };
      },
    );
    const results = await subscribeAll(
      [
        { number: 'MSKU1234565', kind: 'containerNumber' },
        { number: 'BAD1', kind: 'billNumber' },
        { number: 'CCMJ222604630', kind: 'billNumber' },
      ],
      null,
      { subscribe, t },
    );
    expect(subscribe).toHaveBeenCalledWith({ containerNumber: 'MSKU1234565', carrierCode: null });
    expect(subscribe).toHaveBeenCalledWith({ billNumber: 'CCMJ222604630', carrierCode: null });
    expect(results).toEqual([
      { number: 'MSKU1234565', kind: 'containerNumber', ok: true, id: 'id-MSKU1234565' },
      { number: 'BAD1', kind: 'billNumber', ok: false, reason: 't:carrierUnknown', statusCode: 40020 },
      { number: 'CCMJ222604630', kind: 'billNumber', ok: true, id: 'id-CCMJ222604630' },
    ]);
  });

  it('waits and retries after the rate limit, but not after the plan quota', async () => {
    const sleep = vi.fn(async () => {});
    let calls = 0;
    const rateLimited = vi.fn(async () => {
      calls++;
      if (calls === 1) throw status(42900, 'call limit exceeded', { retryAfterMs: 500 });
      return { id: 'ok' };
    });
    const [first] = await subscribeAll([{ number: 'CCMJ222604630', kind: 'billNumber' }], 'COSU', {
      subscribe: rateLimited,
      t,
      sleep,
    });
    expect(first).toMatchObject({ ok: true, id: 'ok' });
    expect(sleep).toHaveBeenCalledTimes(1);

    const quota = vi.fn(async () => {
      throw status(42900, 'call limit exceeded');
    });
    const [second] = await subscribeAll([{ number: 'CCMJ222604630', kind: 'billNumber' }], null, {
      subscribe: quota,
      t,
      sleep,
    });
    expect(second).toEqual({
      number: 'CCMJ222604630',
      kind: 'billNumber',
      ok: false,
      reason: 't:subscriptionLimit',
      statusCode: 42900,
    });
    expect(quota).toHaveBeenCalledTimes(1);
  });
});
