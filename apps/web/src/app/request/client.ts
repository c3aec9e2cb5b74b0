import { type Envelope, isSuccessCode, type Language } from '@tracklane/domain';
import { type Failure, failureMessage, type Translate } from './error-message';
import { type AuthTokens, buildHeaders, type PageContext } from './headers';
import { createLimiter } from './limiter';
import { isEnvelope, type QueryValue, RequestError, type RequestOptions } from './request-types';
import { isSilentByDefault } from './silent';

export const MAX_IN_FLIGHT = 5;
export const REQUEST_TIMEOUT_MS = 30_000;

export interface RequestClientDeps {
  fetch: typeof fetch;
  /** API host; empty for same origin. */
  baseUrl: string;
  getTokens(): AuthTokens;
  getPage(): PageContext;
  t: Translate;
  toast(text: string): void;
  progress: { requestStarted(): void; requestFinished(): void };
  maxInFlight?: number;
  timeoutMs?: number;
}

export type RequestFn = <T = unknown>(opts: RequestOptions) => Promise<Envelope<T>>;

export function buildUrl(baseUrl: string, url: string, params?: Record<string, QueryValue>): string {
  const full = /^https?:\/\//.test(url) ? url : `${baseUrl}${url.startsWith('/') ? url : `/${url}`}`;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {}))
    if (v !== undefined && v !== null) query.set(k, String(v));
  const qs = query.toString();
  return qs ? `${full}${full.includes('?') ? '&' : '?'}${qs}` : full;
}

/**
 * The fetch-based client every call goes through (platform.md §4, §8, §9): resolves with the
 * envelope on success and rejects with a RequestError otherwise, after toasting it unless silent.
 */
export function createRequestClient(deps: RequestClientDeps): RequestFn {
  const limiter = createLimiter(deps.maxInFlight ?? MAX_IN_FLIGHT);

  async function execute(opts: RequestOptions, language: Language): Promise<Envelope<unknown>> {
    const fail = (failure: Failure, extra: ConstructorParameters<typeof RequestError>[2] = {}) =>
      new RequestError(failure.kind, failureMessage(failure, opts.url, deps.t, language), extra);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      opts.timeoutMs ?? deps.timeoutMs ?? REQUEST_TIMEOUT_MS,
    );
    const onCallerAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onCallerAbort);
    const hasBody = opts.data !== undefined;
    // Uploads: the browser writes the multipart Content-Type (with its boundary) itself.
    const isForm = typeof FormData !== 'undefined' && opts.data instanceof FormData;
    let res: Response;
    let body: unknown;
    try {
      if (opts.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      res = await deps.fetch(buildUrl(deps.baseUrl, opts.url, opts.params), {
        method: opts.method ?? 'GET',
        headers: buildHeaders(deps.getTokens(), opts, deps.getPage(), hasBody && !isForm),
        body: isForm ? (opts.data as FormData) : hasBody ? JSON.stringify(opts.data) : undefined,
        signal: controller.signal,
      });
      const text = await res.text();
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
    } catch {
      if (timedOut) throw fail({ kind: 'timeout' });
      if (opts.signal?.aborted) throw new RequestError('aborted', 'aborted');
      throw fail({ kind: 'network' });
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
    if (isEnvelope(body)) {
      if (isSuccessCode(body.statusCode)) return body;
      const message = typeof body.message === 'string' ? body.message : '';
      throw fail(
        { kind: 'status', statusCode: body.statusCode, message },
        { statusCode: body.statusCode, httpStatus: res.status, envelope: body },
      );
    }
    throw fail({ kind: 'http', httpStatus: res.status }, { httpStatus: res.status });
  }

  return async function request<T>(opts: RequestOptions): Promise<Envelope<T>> {
    const loading = opts.loading !== false;
    const silent = opts.silent ?? isSilentByDefault(opts.url);
    // Queued calls count too: the bar shows while anything waits for the network.
    if (loading) deps.progress.requestStarted();
    try {
      return (await limiter.run(() => execute(opts, deps.getPage().language))) as Envelope<T>;
    } catch (err) {
      const error = err instanceof RequestError ? err : new RequestError('network', String(err));
      if (!silent && error.kind !== 'aborted') deps.toast(error.message);
      throw error;
    } finally {
      if (loading) deps.progress.requestFinished();
    }
  };
}
