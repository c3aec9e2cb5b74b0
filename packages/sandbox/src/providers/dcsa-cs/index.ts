/** DCSA Commercial Schedules 1.0 sandbox server (point-to-point, port and vessel schedules). */
export { type DcsaCsServerOptions, startDcsaCsServer } from './server.js';
