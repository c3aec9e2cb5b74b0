import type { Language } from '@tracklane/domain';
import { getLocale, setLocale } from './locale/set-locale';
import { request } from './request';
import type { RequestFn } from './request/client';
import { pageVersion } from './version/version-string';

/** What an embedding page (and the browser tests) can call on `window.tracklane`. */
export interface TracklaneApi {
  /** zh, en or jp; anything else throws Error('locale is not valid'). */
  setLocale(language: string): Language;
  getLocale(): Language;
  request: RequestFn;
  /** The build version from `<meta name="version">`. */
  readonly version: string | null;
}

declare global {
  interface Window {
    tracklane?: TracklaneApi;
  }
}

export function exposeExternalApi(win: Window = window): TracklaneApi {
  const api: TracklaneApi = {
    setLocale: (language) => setLocale(language),
    getLocale: () => getLocale(),
    request,
    get version() {
      return pageVersion();
    },
  };
  win.tracklane = api;
  return api;
}
