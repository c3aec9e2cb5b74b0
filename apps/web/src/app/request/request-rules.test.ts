import { ERROR_MESSAGES, StatusCode } from '@tracklane/domain';
import { describe, expect, it, vi } from 'vitest';
import { createDeduper } from './dedupe';
import { failureMessage } from './error-message';
import { buildHeaders, isInIframe } from './headers';
import { createLimiter } from './limiter';
import { isSilentByDefault, SILENT_BY_DEFAULT } from './silent';

const t = (key: string, vars?: Record<string, unknown>) => (vars ? `${key}(${String(vars.code)})` : key);

describe('call-limit message mapping', () => {
  const limit = { kind: 'status', statusCode: 42900, message: 'call limit exceeded' } as const;

  it('maps it on subscribe calls to the subscription message', () => {
    expect(failureMessage(limit, '/application/ocean/subscribe', t, 'en')).toBe(
      'common:request.subscriptionLimit',
    );
    expect(failureMessage(limit, '/application/ocean/subscribes', t, 'en')).toBe(
      'common:request.subscriptionLimit',
    );
  });

  it('maps it on schedule and vessel calls to the calls message', () => {
    expect(failureMessage(limit, '/application/schedule/p2p', t, 'en')).toBe('common:request.callLimit');
    expect(failureMessage(limit, '/application/vessel/location', t, 'en')).toBe('common:request.callLimit');
  });

  it('recognises the message even under another code', () => {
    const msg = { kind: 'status', statusCode: 40000, message: 'call limit exceeded' } as const;
    expect(failureMessage(msg, '/vessel2/getRoute', t, 'en')).toBe('common:request.callLimit');
  });

  it('keeps the server message on other calls', () => {
    expect(failureMessage(limit, '/application/base/carriers', t, 'en')).toBe('call limit exceeded');
  });

  it('falls back to the catalogue text, then to "other connection error" + code', () => {
    const noMsg = { kind: 'status', statusCode: 40102, message: '' } as const;
    expect(failureMessage(noMsg, '/auth/user/token', t, 'en')).toBe(
      'User is disabled, please contact customer service!',
    );
    const unknown = { kind: 'status', statusCode: 41234, message: '' } as const;
    expect(failureMessage(unknown, '/a', t, 'en')).toBe('common:request.otherError(41234)');
  });

  it('words a bare HTTP 500 as the server error and 503 as busy, in the page language', () => {
    const bare500 = { kind: 'http', httpStatus: 500 } as const;
    expect(failureMessage(bare500, '/a', t, 'en')).toBe(ERROR_MESSAGES.en[StatusCode.SERVER_ERROR]);
    expect(failureMessage(bare500, '/a', t, 'jp')).toBe(ERROR_MESSAGES.jp[StatusCode.SERVER_ERROR]);
    expect(failureMessage({ kind: 'http', httpStatus: 503 }, '/a', t, 'zh')).toBe(
      ERROR_MESSAGES.zh[StatusCode.SERVER_BUSY],
    );
    expect(failureMessage({ kind: 'http', httpStatus: 502 }, '/a', t, 'en')).toBe(
      'common:request.otherError(502)',
    );
  });
});

describe('toast dedupe', () => {
  it('suppresses identical text for 5000 ms, keyed by text', () => {
    let now = 1_000;
    const dedupe = createDeduper(5000, () => now);
    expect(dedupe.allow('Network Error')).toBe(true);
    now += 4999;
    expect(dedupe.allow('Network Error')).toBe(false);
    expect(dedupe.allow('Request timeout')).toBe(true);
    now += 1;
    expect(dedupe.allow('Network Error')).toBe(true);
  });

  it('reads Date.now by default so fake clocks drive it', () => {
    vi.useFakeTimers({ now: 0 });
    const dedupe = createDeduper(5000);
    expect(dedupe.allow('x')).toBe(true);
    vi.setSystemTime(4000);
    expect(dedupe.allow('x')).toBe(false);
    vi.setSystemTime(5000);
    expect(dedupe.allow('x')).toBe(true);
    vi.useRealTimers();
  });
});

describe('headers', () => {
  const page = { language: 'jp' as const, inIframe: false, referrer: '' };

  it('prefers the write token, falls back to the read token', () => {
    expect(buildHeaders({ writeToken: 'W', readToken: 'R' }, {}, page, false).Authorization).toBe('Bearer W');
    expect(buildHeaders({ writeToken: null, readToken: 'R' }, {}, page, false).Authorization).toBe(
      'Bearer R',
    );
    expect(
      buildHeaders({ writeToken: null, readToken: null }, {}, page, false).Authorization,
    ).toBeUndefined();
  });

  it('uses the read token when the call asks for it', () => {
    const h = buildHeaders({ writeToken: 'W', readToken: 'R' }, { token: 'read' }, page, false);
    expect(h.Authorization).toBe('Bearer R');
  });

  it('sends lang, and iframe-referrer only when framed', () => {
    const tokens = { writeToken: null, readToken: null };
    expect(buildHeaders(tokens, {}, page, false)).toEqual({ lang: 'jp' });
    const framed = buildHeaders(
      tokens,
      {},
      { ...page, inIframe: true, referrer: 'https://customer.example/' },
      false,
    );
    expect(framed['iframe-referrer']).toBe('https://customer.example/');
  });

  it('detects an iframe', () => {
    expect(isInIframe(window)).toBe(false);
    expect(isInIframe({ self: 1, top: 2 } as unknown as Window)).toBe(true);
  });
});

describe('silent list', () => {
  it('holds the three silent calls of platform.md §8', () => {
    expect(SILENT_BY_DEFAULT).toEqual([
      '/application/system/functions',
      '/gis/route/plan',
      '/rail/us/history/trip',
    ]);
    expect(isSilentByDefault('/gis/route/plan/CNSHA')).toBe(true);
    expect(isSilentByDefault('/gis/route')).toBe(false);
  });
});

describe('limiter', () => {
  it('starts queued tasks in FIFO order', async () => {
    const limiter = createLimiter(1);
    const order: number[] = [];
    let release: () => void = () => {};
    const first = limiter.run(() => new Promise<void>((r) => (release = r)));
    const second = limiter.run(async () => void order.push(2));
    const third = limiter.run(async () => void order.push(3));
    expect(limiter.queued).toBe(2);
    await Promise.resolve();
    expect(order).toEqual([]);
    release();
    await Promise.all([first, second, third]);
    expect(order).toEqual([2, 3]);
    expect(limiter.active).toBe(0);
  });
});
