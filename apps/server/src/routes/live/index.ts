import {
  CLOSE_FORBIDDEN,
  CLOSE_TOKEN_INVALID,
  CLOSE_TOO_MANY,
  LIVE_READY,
  type LiveReady,
  VESSELS_WATCH,
  ZWatchedMmsi,
} from '@tracklane/domain';
import type { FastifyPluginAsync } from 'fastify';
import { authenticateLiveCaller, liveTokenOf } from '../../services/live/authenticate-live-caller.js';
import type { LiveConnection, LiveHub } from '../../services/live/live-hub.js';
import { pushVesselPositions } from '../../services/live/push-vessel-positions.js';

/**
 * GET /application/live, upgraded to a WebSocket. The route is public for the auth hook (a
 * browser cannot send Authorization here); the handler authenticates from the token query
 * parameter or sub-protocol and closes with 4401 (invalid or expired), 4403 (pending member)
 * or 4429 (too many connections of this user). The server pushes; the one message a client
 * may send is `{"type":"vessels.watch","mmsi":[…]}` (at most 100 MMSIs, replacing the previous
 * set; names and payloads in packages/domain/src/live), answered at once with their current positions and then with every new one. Anything
 * else a client sends is ignored.
 */
export const liveRoutes: FastifyPluginAsync<{ hub: LiveHub }> = async (app, { hub }) => {
  app.get(
    '/application/live',
    { websocket: true, config: { auth: 'public' }, schema: { hide: true } },
    async (socket, request) => {
      const token = liveTokenOf(request.query, request.headers['sec-websocket-protocol']);
      const result = await authenticateLiveCaller(app.db, app.auth.signer, token);
      // The client may have gone while the token was checked.
      if (socket.readyState !== socket.OPEN) return;
      if (!result.ok) {
        const code = result.reason === 'pending approval' ? CLOSE_FORBIDDEN : CLOSE_TOKEN_INVALID;
        socket.close(code, result.reason);
        return;
      }
      const connection: LiveConnection = { socket, token: token as string, alive: true, ...result.identity };
      if (!hub.add(connection)) {
        socket.close(CLOSE_TOO_MANY, 'too many live connections');
        return;
      }
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('message', (data: Buffer) => {
        const watch = vesselWatchOf(data);
        if (!watch) return;
        hub.watchVessels(connection, watch);
        pushVesselPositions(app.db, hub, watch, connection).catch((err: unknown) =>
          request.log.warn({ err }, 'vessel positions not sent'),
        );
      });
      socket.on('close', () => hub.remove(connection));
      socket.on('error', (err) => {
        request.log.debug({ err }, 'live connection error');
        hub.remove(connection);
      });
      socket.send(JSON.stringify({ type: LIVE_READY } satisfies LiveReady));
    },
  );
};

/** The MMSIs of a `vessels.watch` message, or null for anything else. */
export function vesselWatchOf(data: Buffer | string): number[] | null {
  let message: unknown;
  try {
    message = JSON.parse(String(data));
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { type, mmsi } = message as { type?: unknown; mmsi?: unknown };
  if (type !== VESSELS_WATCH || !Array.isArray(mmsi)) return null;
  return mmsi.filter((n): n is number => ZWatchedMmsi.safeParse(n).success);
}
