/** Sandbox rail provider: US Class I intermodal trace and EU container tracks. */
export { type RailServerOptions, startRailServer } from './server.js';
