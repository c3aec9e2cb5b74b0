/** Air cargo sandbox server: AWB tracking with FSU events, flight positions, airports. */
export { type AirServerOptions, startAirServer } from './server.js';
