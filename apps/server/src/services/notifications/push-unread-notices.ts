import { NOTICES_CHANGED, type NoticesChanged } from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import type { LiveHub } from '../live/live-hub.js';
import { countUnreadNotices } from './count-unread-notices.js';

/**
 * A member's notices changed (new ones, or read on another page): their open pages get the
 * unread count now, so the bell and the notice centre follow without polling.
 */
export async function pushUnreadNotices({
  db,
  hub,
  userId,
}: {
  db: Database;
  hub: LiveHub;
  userId: string;
}): Promise<void> {
  const connections = hub.connectionsOfUser(userId);
  if (connections.length === 0) return;
  const message: NoticesChanged = { type: NOTICES_CHANGED, unread: await countUnreadNotices({ db, userId }) };
  const text = JSON.stringify(message);
  for (const connection of connections) connection.socket.send(text);
}
