import { isLanguage, type Language } from '@tracklane/domain';
import type { LoginType, NavigationEntry, SystemFunction, VisitState } from '../session/session-types';
import { isTokenValid } from '../session/token';
import { type GuardConfig, OWN_PROTECTED_PATHS, PROTECTED_PATHS, type SdkPage } from './guard-config';

export const LOGIN_PATH = '/login';

export interface GuardContext {
  pathname: string;
  /** `?a=1&b=2` or empty. */
  search: string;
  params: Record<string, string>;
  routeName: string;
  storedLanguage: Language | null;
  /** The access token (accessToken2); an expired one counts as none. */
  token: string | null;
  now: number;
  loginType: LoginType | null;
  visit: VisitState;
  systemFunctions: readonly SystemFunction[];
  config: GuardConfig;
}

export type GuardAction =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  | { type: 'guest-login' }
  | { type: 'logout-redirect'; to: string }
  | { type: 'sdk-replace'; to: string };

export interface GuardDecision {
  action: GuardAction;
  language: Language;
  visit: VisitState;
  /** Set on protected paths: where to return after login, and the history entry. */
  remember: { redirectAfterLogin: string; entry: NavigationEntry } | null;
}

export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function visibleSdkPages(pages: readonly SdkPage[], functions: readonly SystemFunction[]): SdkPage[] {
  if (functions.length === 0) return [...pages];
  const codes = new Set(functions.map((f) => f.code));
  return pages.filter((p) => codes.has(p.functionCode));
}

/** The language of a visit: `?lang=` when valid, else the stored one, else zh (platform.md §4). */
export function languageOfVisit(search: string, stored: Language | null): Language {
  const lang = new URLSearchParams(search).get('lang');
  return isLanguage(lang) ? lang : (stored ?? 'zh');
}

/**
 * The login guard of platform.md §4 as a pure function; `run-guard.ts` applies the result.
 * SDK mode (`?sdk=1`, remembered for the visit) skips every login rule. Without `dialog=1` the
 * embed shows SDK pages only: a path that is not a visible SDK page is replaced by the first
 * visible one (query kept), while moving between visible SDK pages is allowed — replacing those
 * too would make every SDK page but the first unreachable.
 */
export function decideGuard(ctx: GuardContext): GuardDecision {
  const query = Object.fromEntries(new URLSearchParams(ctx.search));
  const path = normalizePath(ctx.pathname);
  const language = languageOfVisit(ctx.search, ctx.storedLanguage);
  const sdkInQuery = query.sdk === '1';
  const visit: VisitState = {
    sdk: sdkInQuery || ctx.visit.sdk,
    sdkDialog: query.dialog === '1' || (!sdkInQuery && ctx.visit.sdkDialog),
  };
  const decide = (action: GuardAction, remember: GuardDecision['remember'] = null): GuardDecision => ({
    action,
    language,
    visit,
    remember,
  });

  if (visit.sdk) {
    if (visit.sdkDialog) return decide({ type: 'allow' });
    const visible = visibleSdkPages(ctx.config.sdkPages, ctx.systemFunctions);
    const first = visible[0];
    if (first && !visible.some((p) => p.path === path)) {
      return decide({ type: 'sdk-replace', to: `${first.path}${ctx.search}` });
    }
    return decide({ type: 'allow' });
  }

  const isProtected =
    PROTECTED_PATHS.includes(path) ||
    OWN_PROTECTED_PATHS.includes(path) ||
    ctx.config.extraProtectedPaths.includes(path);
  const remember = isProtected
    ? {
        redirectAfterLogin: `${path}${ctx.search}`,
        entry: { path, name: ctx.routeName, params: ctx.params, query },
      }
    : null;
  const exempt = language !== 'zh' || ctx.config.exemptPaths.includes(path);
  const hasToken = isTokenValid(ctx.token, ctx.now);
  const login = `${LOGIN_PATH}${ctx.search}`;

  if (hasToken && !exempt && isProtected && ctx.loginType === 'guest') {
    return decide({ type: 'logout-redirect', to: login }, remember);
  }
  if (!hasToken && !exempt && isProtected) return decide({ type: 'redirect', to: login }, remember);
  if (!hasToken && exempt) return decide({ type: 'guest-login' }, remember);
  return decide({ type: 'allow' }, remember);
}
