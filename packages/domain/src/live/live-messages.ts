/**
 * The live socket (GET /application/live, a WebSocket): the message names the server and the web
 * share (payloads in live-wire.ts). The server pushes; the one message a client may send is
 * `vessels.watch`. Every message is a JSON object whose `type` is one of the names below. No zod
 * here: the web imports these names without pulling the schemas into its bundle.
 */
/** Sent once the connection is authenticated and registered: changes from then on are pushed. */
export const LIVE_READY = 'live.ready';
/** Client → server: the vessels whose positions this connection wants (replaces the previous set). */
export const VESSELS_WATCH = 'vessels.watch';
/** Server → client: latest positions of watched vessels (at once after a watch, then each new one). */
export const VESSEL_POSITIONS = 'vessel.positions';
/** Server → client: a refresh changed the shipments of these subscriptions (those it may see). */
export const SUBSCRIPTION_CHANGED = 'ocean.subscription.changed';

/**
 * A watch names at most this many vessels; the server keeps the first ones. A page shows at most
 * 10 vessels in its list (platform.md §9); a map of shipments a few more.
 */
export const MAX_WATCHED_VESSELS = 100;

/** Server → client: the member has new notices; `unread` is their unread count now. */
export const NOTICES_CHANGED = 'notices.changed';
