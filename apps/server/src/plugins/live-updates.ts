import fastifyWebsocket from '@fastify/websocket';
import { LIVE_PROTOCOL } from '../services/live/authenticate-live-caller.js';
import { createChangeQueue } from '../services/live/change-queue.js';
import { fanOutChanges } from '../services/live/fan-out-change.js';
import { HEARTBEAT_INTERVAL_MS, heartbeatTick } from '../services/live/heartbeat.js';
import { LiveHub } from '../services/live/live-hub.js';
import { REVALIDATE_INTERVAL_MS, revalidateConnections } from '../services/live/revalidate-connections.js';
import {
  parseShipmentChangeNotice,
  SHIPMENT_CHANGED_CHANNEL,
} from '../services/live/shipment-change-notice.js';
import { createVesselPositionRelay } from '../services/live/vessel-position-relay.js';
import {
  parseVesselPositionsNotice,
  VESSEL_POSITIONS_CHANNEL,
} from '../services/live/vessel-positions-notice.js';
import { NOTICES_CHANGED_CHANNEL } from '../services/notifications/notices-changed-notice.js';
import { pushUnreadNotices } from '../services/notifications/push-unread-notices.js';
import { appPlugin } from './app-plugin.js';

export interface LiveUpdates {
  hub: LiveHub;
  /** One heartbeat now (the timer calls it every 30 s; tests call it directly). */
  heartbeat(): void;
  /** Re-checks every connection's session and scope now (the timer does every 5 minutes). */
  revalidate(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveUpdates: LiveUpdates;
  }
}

/**
 * Live updates: shipment changes announced with NOTIFY by whichever process refreshed them (a
 * worker, this process, another replica) are pushed to this process's open WebSockets. The
 * database is the only channel between processes, so any number of API replicas works. AIS
 * positions of the vessels a connection watches travel the same way.
 */
export const liveUpdatesPlugin = appPlugin('live-updates', async (app) => {
  await app.register(fastifyWebsocket, {
    options: {
      // Clients send only small control messages (vessels.watch); a large frame is refused.
      maxPayload: 4096,
      handleProtocols: (protocols) => (protocols.has(LIVE_PROTOCOL) ? LIVE_PROTOCOL : false),
    },
  });
  const hub = new LiveHub();
  const liveUpdates: LiveUpdates = {
    hub,
    heartbeat: () => {
      heartbeatTick(hub, Date.now());
    },
    revalidate: async () => {
      await revalidateConnections(app.db, app.auth.signer, hub);
    },
  };
  app.decorate('liveUpdates', liveUpdates);

  const queue = createChangeQueue(
    (batch) => fanOutChanges(app.db, hub, batch),
    (err) => app.log.warn({ err }, 'live fan-out failed'),
  );
  const stopListening = await app.db.listen(SHIPMENT_CHANGED_CHANNEL, (payload) => {
    const notice = parseShipmentChangeNotice(payload);
    if (!notice) {
      app.log.warn({ payload }, 'malformed shipment change notice ignored');
      return;
    }
    queue.push(notice);
  });
  // AIS positions: the ingest (this process or a worker) names the vessels it just updated.
  const relay = createVesselPositionRelay(app.db, hub, (err) => app.log.warn({ err }, 'vessel push failed'));
  const stopVessels = await app.db.listen(VESSEL_POSITIONS_CHANNEL, (payload) =>
    relay.push(parseVesselPositionsNotice(payload)),
  );
  // Notices: the fan-out (any process) and mark-read name the member whose unread count changed.
  const pushes = new Set<Promise<void>>();
  const stopNotices = await app.db.listen(NOTICES_CHANGED_CHANNEL, (userId) => {
    const push = pushUnreadNotices({ db: app.db, hub, userId })
      .catch((err) => app.log.warn({ err }, 'notice push failed'))
      .finally(() => pushes.delete(push));
    pushes.add(push);
  });
  const heartbeatTimer = setInterval(liveUpdates.heartbeat, HEARTBEAT_INTERVAL_MS).unref();
  const revalidateTimer = setInterval(() => {
    liveUpdates.revalidate().catch((err) => app.log.warn({ err }, 'live revalidation failed'));
  }, REVALIDATE_INTERVAL_MS).unref();
  // preClose: stop before @fastify/websocket closes the sockets and long before the database.
  app.addHook('preClose', async () => {
    clearInterval(heartbeatTimer);
    clearInterval(revalidateTimer);
    await stopListening();
    await stopVessels();
    await stopNotices();
    await Promise.all(pushes);
    // Pushes under way finish before the database may close.
    await queue.idle();
    await relay.idle();
  });
});
