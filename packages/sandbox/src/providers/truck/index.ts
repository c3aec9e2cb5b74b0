/** Sandbox Chinese freight GPS platform: truck positions, tracks and container bindings. */
export { MAX_TRACK_WINDOW_MS, startTruckServer, type TruckServerOptions } from './server.js';
