/**
 * NOTIFY channel of new or read notices: the payload is the member's user id. The live hub of
 * every API process pushes the member's unread count to their open sockets (plugins/live-updates.ts).
 */
export const NOTICES_CHANGED_CHANNEL = 'notices_changed';
