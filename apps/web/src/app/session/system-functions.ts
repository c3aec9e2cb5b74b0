import type { RequestFn } from '../request/client';
import type { SessionStore } from './session-store';
import type { SystemFunction } from './session-types';

export const SYSTEM_FUNCTIONS_URL = '/application/system/functions';

/**
 * Keeps `systemFunctions` in step with the tokens (views.md §6): reloaded whenever the read or
 * write token changes, emptied without a token or when the silent call fails, so an account never
 * sees the functions of the previous one. Returns the unsubscribe function.
 */
export function syncSystemFunctions(store: SessionStore, request: RequestFn): () => void {
  let generation = 0;
  const load = async () => {
    const mine = ++generation;
    const { readToken, writeToken, setSystemFunctions } = store.getState();
    if (!readToken && !writeToken) {
      setSystemFunctions([]);
      return;
    }
    let functions: SystemFunction[] = [];
    try {
      const res = await request<SystemFunction[]>({
        url: SYSTEM_FUNCTIONS_URL,
        silent: true,
        loading: false,
      });
      if (Array.isArray(res.data)) functions = res.data;
    } catch {
      // Silent by spec (platform.md §8): an account without the list sees the default pages.
    }
    // A token change while the call was in flight: the newer load wins.
    if (mine === generation) store.getState().setSystemFunctions(functions);
  };
  void load();
  return store.subscribe((state, prev) => {
    if (state.readToken !== prev.readToken || state.writeToken !== prev.writeToken) void load();
  });
}
