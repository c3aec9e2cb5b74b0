import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { exposeExternalApi } from './app/external-api';
import './app/global.css';
import { languageOfVisit } from './app/guard/decide-guard';
import { applyLanguage } from './app/locale/set-locale';
import { bindRouterProgress } from './app/progress/progress';
import { request } from './app/request';
import { createAppRouter } from './app/router';
import { useSession } from './app/session/session-store';
import { syncSystemFunctions } from './app/session/system-functions';
import { startVersionCheck } from './app/version/version-check';
import { pageVersion } from './app/version/version-string';
import { markOnce } from './shared/perf/mark-once';

// The visit's language (the one the guard will settle on) starts loading first; the first paint
// waits for it below, so it is already in that language.
const language = applyLanguage(languageOfVisit(window.location.search, useSession.getState().language));
useSession.subscribe((state, prev) => {
  if (state.language !== prev.language) void applyLanguage(state.language);
});

syncSystemFunctions(useSession, request);

const router = createAppRouter();
bindRouterProgress(router);
exposeExternalApi();

startVersionCheck({
  fetch: (url, init) => fetch(url, init),
  currentVersion: pageVersion,
  reload: () => window.location.reload(),
  visibility: document,
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Not a top-level await: the language's chunk imports from the entry's, which must finish first.
markOnce('tl:main');
void language.then(() => {
  markOnce('tl:language');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
