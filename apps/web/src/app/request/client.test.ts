import { StatusCode } from '@tracklane/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestClient, MAX_IN_FLIGHT, REQUEST_TIMEOUT_MS, type RequestClientDeps } from './client';
import { RequestError } from './request-types';

type FetchFn = RequestClientDeps['fetch'];

const T: Record<string, string> = {
  'common:request.timeout': 'Request timeout',
  'common:request.network': 'Network Error',
  'common:request.subscriptionLimit': 'Exceeded the number of subscriptions, unable to add new subscriptions',
  'common:request.callLimit': 'Exceeded the number of calls, unable to add new calls',
  'common:request.otherError': 'other connection error {{code}}',
};
const t = (key: string, vars?: Record<string, unknown>) =>
  (T[key] ?? key).replace('{{code}}', String(vars?.code ?? ''));

const ok = (data: unknown = null) => Response.json({ statusCode: 20000, message: 'success', data });

function setup(fetchImpl: FetchFn) {
  const toast = vi.fn();
  const progress = { requestStarted: vi.fn(), requestFinished: vi.fn() };
  const fetch = vi.fn(fetchImpl);
  const request = createRequestClient({
    fetch,
    baseUrl: '',
    getTokens: () => ({ writeToken: 'W', readToken: 'R' }),
    getPage: () => ({ language: 'en', inIframe: false, referrer: '' }),
    t,
    toast,
    progress,
  });
  return { request, toast, progress, fetch };
}

/** A fetch whose responses the test releases one by one. */
function deferredFetch() {
  const pending: Array<(r: Response) => void> = [];
  const impl: FetchFn = () => new Promise<Response>((resolve) => pending.push(resolve));
  return { impl, pending };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('request client', () => {
  it('resolves with the envelope on success and builds the query string', async () => {
    const { request, fetch } = setup(async () => ok({ id: 1 }));
    await expect(request({ url: '/application/x', params: { a: 1, b: undefined } })).resolves.toEqual({
      statusCode: 20000,
      message: 'success',
      data: { id: 1 },
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/application/x?a=1');
  });

  it('sends FormData as multipart, leaving the Content-Type to the browser', async () => {
    const { request, fetch } = setup(async () => ok());
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await request({ url: '/auth/user/avatar', method: 'POST', data: form });
    const init = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer W');
  });

  it('runs at most 5 requests at once; the 6th waits until one finishes', async () => {
    const { impl, pending } = deferredFetch();
    const { request, fetch } = setup(impl);
    const calls = Array.from({ length: MAX_IN_FLIGHT + 1 }, (_, i) => request({ url: `/a/${i}` }));
    await flush();
    expect(fetch).toHaveBeenCalledTimes(5);
    pending[0]?.(ok());
    await flush();
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(fetch.mock.calls[5]?.[0]).toBe('/a/5');
    for (const resolve of pending.slice(1)) resolve(ok());
    await Promise.all(calls);
  });

  it('counts queued and in-flight calls for the progress bar, except loading:false', async () => {
    const { request, progress } = setup(async () => ok());
    await request({ url: '/a' });
    await request({ url: '/b', loading: false });
    expect(progress.requestStarted).toHaveBeenCalledTimes(1);
    expect(progress.requestFinished).toHaveBeenCalledTimes(1);
  });

  describe('timeout', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('aborts after 30 s and toasts "Request timeout"', async () => {
      const { request, toast } = setup(
        (_url, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      );
      const call = request({ url: '/slow' });
      const outcome = expect(call).rejects.toMatchObject({ kind: 'timeout', message: 'Request timeout' });
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(toast).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
      expect(toast).toHaveBeenCalledWith('Request timeout');
    });
  });

  it('toasts "Network Error" when fetch fails', async () => {
    const { request, toast } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    const err = await request({ url: '/a' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect(err).toMatchObject({ kind: 'network' });
    expect(toast).toHaveBeenCalledWith('Network Error');
  });

  it('rejects a non-success envelope with the server message as toast', async () => {
    const body = { statusCode: StatusCode.NO_PERMISSION, message: 'Unauthorized: no permission', data: null };
    const { request, toast } = setup(async () => Response.json(body, { status: 403 }));
    await expect(request({ url: '/a' })).rejects.toMatchObject({
      kind: 'status',
      statusCode: 40300,
      httpStatus: 403,
      envelope: body,
    });
    expect(toast).toHaveBeenCalledWith('Unauthorized: no permission');
  });

  it('treats any code starting with 200 as success', async () => {
    const { request, toast } = setup(async () =>
      Response.json({ statusCode: 20001, message: 'No data', data: [] }),
    );
    await expect(request({ url: '/a' })).resolves.toMatchObject({ statusCode: 20001 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('maps an HTTP error without envelope to "other connection error" + status', async () => {
    const { request, toast } = setup(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(request({ url: '/a' })).rejects.toMatchObject({ kind: 'http', httpStatus: 502 });
    expect(toast).toHaveBeenCalledWith('other connection error 502');
  });

  it('does not toast silent calls, nor the silent-by-default list', async () => {
    const fail = async () =>
      Response.json({ statusCode: 50000, message: 'Server error', data: null }, { status: 500 });
    const { request, toast } = setup(fail);
    await request({ url: '/a', silent: true }).catch(() => {});
    await request({ url: '/application/system/functions' }).catch(() => {});
    await request({ url: '/gis/route/plan/CNSHA' }).catch(() => {});
    await request({ url: '/rail/us/history/trip', params: { businessNumber: 'X' } }).catch(() => {});
    expect(toast).not.toHaveBeenCalled();
    await request({ url: '/application/system/functions', silent: false }).catch(() => {});
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('sends the bearer token, the language and no iframe header outside a frame', async () => {
    const { request, fetch } = setup(async () => ok());
    await request({ url: '/a' });
    await request({ url: '/b', token: 'read', data: { x: 1 }, method: 'POST' });
    const h1 = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    const h2 = fetch.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(h1).toEqual({ lang: 'en', Authorization: 'Bearer W' });
    expect(h2).toMatchObject({ Authorization: 'Bearer R', 'Content-Type': 'application/json' });
    expect(fetch.mock.calls[1]?.[1]?.body).toBe('{"x":1}');
  });

  it('rejects without toast when the caller aborts', async () => {
    const { request, toast } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const call = request({ url: '/a', signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    expect(toast).not.toHaveBeenCalled();
  });
});
