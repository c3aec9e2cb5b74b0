import { useSession } from '../session/session-store';
import { LiveSocket, type SocketFactory, type SocketLike } from './live-socket';

function liveUrl(): string {
  const base = import.meta.env.VITE_API_BASE ?? '';
  const origin = base ? new URL(base, window.location.href) : new URL(window.location.href);
  origin.protocol = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  origin.pathname = '/application/live';
  origin.search = '';
  // A WebSocket URL may not carry a fragment: signed in, opening /api#webhook-signatures threw.
  origin.hash = '';
  return origin.toString();
}

// The browser's handlers take an Event; ours only need what the fields below read.
const browserSocket: SocketFactory = (url, protocols) =>
  new WebSocket(url, protocols) as unknown as SocketLike;

let shared: LiveSocket | null = null;
let unsubscribeSession: (() => void) | null = null;
/** Users that asked for the read token (an embedded view speaking for the key owner). */
let readPreferred = 0;

/**
 * The token the socket speaks with. An embedded view reads the key owner's data with the read
 * token while the visitor may also hold a guest's write token: as soon as one user of the tab
 * prefers the read token, the shared socket uses it (vessel positions are the same for anyone).
 */
function tokenNow(): string | null {
  const s = useSession.getState();
  return readPreferred > 0 ? (s.readToken ?? s.writeToken) : (s.writeToken ?? s.readToken);
}

/** The tab's live socket, created on first use and following the session's tokens. */
export function liveSocket(): LiveSocket {
  if (!shared) {
    shared = new LiveSocket(liveUrl, browserSocket);
    shared.setToken(tokenNow());
    unsubscribeSession = useSession.subscribe(() => shared?.setToken(tokenNow()));
  }
  return shared;
}

/** Whether this environment can open a live socket at all (not in SSR or bare Node tests). */
export const liveSupported = () => typeof WebSocket !== 'undefined';

/** Adds or removes a user's read-token preference and re-picks the token. */
export function preferReadToken(delta: 1 | -1): void {
  readPreferred += delta;
  shared?.setToken(tokenNow());
}

/** Tests: replaces the shared socket with one built on `factory` (null drops it). */
export function resetLiveSocket(
  factory: SocketFactory | null,
  url = () => 'ws://test/application/live',
): void {
  unsubscribeSession?.();
  unsubscribeSession = null;
  shared = null;
  readPreferred = 0;
  if (!factory) return;
  shared = new LiveSocket(url, factory);
  shared.setToken(tokenNow());
  unsubscribeSession = useSession.subscribe(() => shared?.setToken(tokenNow()));
}
