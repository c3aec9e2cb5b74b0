import { i18n } from '../locale/i18n';
import { progress } from '../progress/progress';
import { useSession } from '../session/session-store';
import { createRequestClient } from './client';
import { isInIframe } from './headers';
import { toastError } from './toast';

export { RequestError, type RequestOptions } from './request-types';

/** The app's request function, wired to the session, language, toasts and progress bar. */
export const request = createRequestClient({
  fetch: (input, init) => fetch(input, init),
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  getTokens: () => {
    const { writeToken, readToken } = useSession.getState();
    return { writeToken, readToken };
  },
  getPage: () => ({
    language: useSession.getState().language,
    inIframe: isInIframe(),
    referrer: document.referrer,
  }),
  t: (key, vars) => i18n.t(key, vars),
  toast: toastError,
  progress,
});
