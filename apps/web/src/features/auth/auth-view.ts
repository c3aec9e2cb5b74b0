/**
 * The login pages hold three views, chosen by the query so each can be linked and survives a
 * reload: `/login` (sign-in), `/login?view=register`, `/login?view=forgot`; the sign-in tab is
 * `?tab=qr|password|code|enterprise` (password is the default: it needs no phone). Other query parameters (kept by the guard) are left alone.
 */
export const AUTH_VIEWS = ['signin', 'register', 'forgot'] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

export const LOGIN_TABS = ['qr', 'password', 'code', 'enterprise'] as const;
export type LoginTab = (typeof LOGIN_TABS)[number];

export function authViewOf(params: URLSearchParams): AuthView {
  const view = params.get('view');
  return view === 'register' || view === 'forgot' ? view : 'signin';
}

export function loginTabOf(params: URLSearchParams): LoginTab {
  const tab = params.get('tab');
  return (LOGIN_TABS as readonly string[]).includes(tab ?? '') ? (tab as LoginTab) : 'password';
}

/** The same query with another view (and no tab unless signing in). */
export function withView(params: URLSearchParams, view: AuthView, tab?: LoginTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'signin') next.delete('view');
  else next.set('view', view);
  if (tab && view === 'signin' && tab !== 'password') next.set('tab', tab);
  else next.delete('tab');
  return next;
}
