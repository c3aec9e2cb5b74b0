import type { RequestFn } from '../request/client';
import type { SessionStore } from '../session/session-store';
import { storeToken } from '../session/store-token';

/**
 * Built-in guest credential (platform.md §6: "not printed" — it is not a secret, only a marker
 * that the server accepts for anonymous read-mostly sessions).
 */
export const GUEST_SECRET = 'tracklane-guest';

export const GUEST_TOKEN_URL = '/auth/guest/token';
export const GUEST_UUID_URL = '/application/ocean/guest/uuid';

/**
 * Guest sign-in: a guest write token, then the guest's user id (carried by guest subscriptions as
 * uuidOfUser). Both calls are silent; a failure is only logged and the visit goes on without.
 */
export async function guestLogin(request: RequestFn, store: SessionStore): Promise<boolean> {
  try {
    const token = await request<{ accessToken: string; expiresIn: number }>({
      url: GUEST_TOKEN_URL,
      params: { type: 'guest', secret: GUEST_SECRET },
      silent: true,
    });
    storeToken(store, { accessToken: token.data.accessToken, loginType: 'guest' });
    const uuid = await request<string>({ url: GUEST_UUID_URL, silent: true });
    store.getState().setUuidOfUser(uuid.data);
    return true;
  } catch (err) {
    console.error('Guest login failed', err);
    return false;
  }
}
