import type { Language } from '@tracklane/domain';
import type { RequestOptions } from './request-types';

export interface AuthTokens {
  writeToken: string | null;
  readToken: string | null;
}

export interface PageContext {
  language: Language;
  /** True when the app runs inside a customer page's iframe. */
  inIframe: boolean;
  referrer: string;
}

/** Headers every call carries: bearer token, language, and the embedding page when framed. */
export function buildHeaders(
  tokens: AuthTokens,
  opts: Pick<RequestOptions, 'token' | 'headers'>,
  page: PageContext,
  hasBody: boolean,
): Record<string, string> {
  const headers: Record<string, string> = { lang: page.language };
  const token =
    opts.token === 'read' ? (tokens.readToken ?? tokens.writeToken) : (tokens.writeToken ?? tokens.readToken);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (page.inIframe) headers['iframe-referrer'] = page.referrer;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return { ...headers, ...opts.headers };
}

export function isInIframe(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent makes window.top inaccessible: that is an iframe too.
    return true;
  }
}
