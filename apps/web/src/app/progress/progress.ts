import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { createProgressCounter } from './progress-counter';

NProgress.configure({ showSpinner: false, trickleSpeed: 150, minimum: 0.08 });

/** The app's one bar: the request client and the router report to it. */
export const progress = createProgressCounter({
  start: () => NProgress.start(),
  done: () => NProgress.done(),
});

interface RouterLike {
  state: { initialized: boolean; navigation: { state: string }; errors: unknown };
  subscribe(fn: (state: RouterLike['state']) => void): () => void;
}

/** Route changes drive the bar through the router's navigation state; an error stops it. */
export function bindRouterProgress(router: RouterLike, counter = progress): () => void {
  const loading = (state: RouterLike['state']) => !state.initialized || state.navigation.state !== 'idle';
  let lastErrors: unknown = router.state.errors;
  counter.routeChanged(loading(router.state));
  return router.subscribe((state) => {
    // Errors stay in the state until the next navigation; stop the bar once per new error.
    if (state.errors && state.errors !== lastErrors) counter.routeError();
    else counter.routeChanged(loading(state));
    lastErrors = state.errors;
  });
}
