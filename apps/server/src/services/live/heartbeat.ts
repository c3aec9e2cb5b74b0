import { CLOSE_TOKEN_INVALID } from '@tracklane/domain';
import type { LiveHub } from './live-hub.js';

/** How often the server pings each connection; a connection that missed one pong is dropped. */
export const HEARTBEAT_INTERVAL_MS = 30_000;

/**
 * One heartbeat: connections whose token expired are closed with 4401 (the page signs in again
 * and reconnects), connections that did not answer the previous ping are terminated (a dead
 * network path never sends a close frame), the others are pinged.
 */
export function heartbeatTick(hub: LiveHub, nowMs: number): { pinged: number; dropped: number } {
  let pinged = 0;
  let dropped = 0;
  for (const connection of hub.all()) {
    if (connection.expiresAtMs <= nowMs) {
      hub.remove(connection);
      connection.socket.close(CLOSE_TOKEN_INVALID, 'token expired');
      dropped++;
    } else if (!connection.alive) {
      hub.remove(connection);
      connection.socket.terminate();
      dropped++;
    } else {
      connection.alive = false;
      connection.socket.ping();
      pinged++;
    }
  }
  return { pinged, dropped };
}
