/** DCSA Operational Vessel Schedules 3.0 sandbox server (service schedules). */
export { type DcsaOvsServerOptions, startDcsaOvsServer } from './server.js';
