import type { Language } from '@tracklane/domain';
import { type LoaderFunctionArgs, redirect, replace } from 'react-router';
import type { RequestFn } from '../request/client';
import { routeNameOf } from '../routes/route-table';
import type { SessionStore } from '../session/session-store';
import { decideGuard } from './decide-guard';
import type { GuardConfig } from './guard-config';
import { guestLogin } from './guest-login';

export interface GuardDeps {
  store: SessionStore;
  request: RequestFn;
  config: GuardConfig;
  setLocale(language: Language): void;
  now?: () => number;
}

/**
 * The root route's loader: runs decideGuard on every navigation (the root opts into revalidation
 * with `shouldRevalidate: () => true`) and carries out its decision before any page renders.
 */
export function createGuardLoader(deps: GuardDeps) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<Response | null> => {
    const url = new URL(request.url);
    const state = deps.store.getState();
    const decision = decideGuard({
      pathname: url.pathname,
      search: url.search,
      params: Object.fromEntries(
        Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined && e[0] !== '*'),
      ),
      routeName: routeNameOf(url.pathname),
      storedLanguage: state.language,
      token: state.accessToken2,
      now: (deps.now ?? Date.now)(),
      loginType: state.loginType,
      visit: { sdk: state.sdk, sdkDialog: state.sdkDialog },
      systemFunctions: state.systemFunctions,
      config: deps.config,
    });

    state.setVisit(decision.visit);
    if (decision.language !== state.language) deps.setLocale(decision.language);
    if (decision.remember) {
      state.setRedirectAfterLogin(decision.remember.redirectAfterLogin);
      state.recordVisit(decision.remember.entry);
    }

    const { action } = decision;
    switch (action.type) {
      case 'redirect':
        return redirect(action.to);
      case 'logout-redirect':
        state.clearUser();
        return redirect(action.to);
      case 'sdk-replace':
        return replace(action.to);
      case 'guest-login':
        await guestLogin(deps.request, deps.store);
        return null;
      case 'allow':
        return null;
    }
  };
}
