import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../app/session/session-store';
import { OCEAN_KEYS } from './query-keys';

/** Pushed by GET /application/live when a refresh changed shipments this connection may see. */
interface SubscriptionChanged {
  type: 'ocean.subscription.changed';
  subscriptionIds: string[];
  updateTime: string | null;
}

const RETRY_MS = [1_000, 5_000, 15_000, 60_000];
/** Closes the server gives for a token it will not accept: retrying would not help. */
const FATAL_CLOSES = new Set([4401, 4403]);

function liveUrl(): string {
  const base = import.meta.env.VITE_API_BASE ?? '';
  const origin = base ? new URL(base, window.location.href) : new URL(window.location.href);
  origin.protocol = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  origin.pathname = '/application/live';
  origin.search = '';
  return origin.toString();
}

/**
 * Keeps the ocean queries fresh while a page is open (issue 6): one WebSocket per page, the token
 * passed as a sub-protocol (a browser cannot set Authorization on a socket), reconnecting with
 * back-off. A change notice invalidates the details it names and the list and facets.
 */
export function useOceanLive(enabled = true, { preferReadToken = false } = {}): void {
  const client = useQueryClient();
  // An embedded view reads the key owner's data with the read token, while the visitor may also
  // hold a guest's write token: its socket must speak for the key owner.
  const token = useSession((s) =>
    preferReadToken ? (s.readToken ?? s.writeToken) : (s.writeToken ?? s.readToken),
  );
  useEffect(() => {
    if (!enabled || !token || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      socket = new WebSocket(liveUrl(), ['tracklane', token]);
      socket.onopen = () => {
        attempt = 0;
      };
      socket.onmessage = (message) => {
        let notice: SubscriptionChanged;
        try {
          notice = JSON.parse(String(message.data)) as SubscriptionChanged;
        } catch {
          return;
        }
        if (notice.type !== 'ocean.subscription.changed') return;
        for (const id of notice.subscriptionIds)
          void client.invalidateQueries({ queryKey: [OCEAN_KEYS.detail, id] });
        void client.invalidateQueries({ queryKey: [OCEAN_KEYS.list] });
        void client.invalidateQueries({ queryKey: [OCEAN_KEYS.facets] });
      };
      socket.onclose = (event) => {
        if (stopped || FATAL_CLOSES.has(event.code)) return;
        timer = setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [client, enabled, token]);
}
