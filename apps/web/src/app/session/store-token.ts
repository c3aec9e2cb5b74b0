import type { SessionStore } from './session-store';
import type { LoginType } from './session-types';

/**
 * Keeps a sign-in's token: the access token (accessToken2) doubles as the write token, and the
 * login type decides what the guard lets through. Guest and normal sign-ins both go through here.
 */
export function storeToken(store: SessionStore, token: { accessToken: string; loginType: LoginType }): void {
  store.getState().setLogin({ accessToken: token.accessToken, loginType: token.loginType });
}
