/** Sandbox terminal status: US/KR/JP terminal records, CN port events, on-demand subscriptions. */
export {
  DOWNLOAD_COUNTRIES,
  FREE_TIME,
  ON_DEMAND_PORTS,
  PORT_EVENT_COUNTRIES,
  SUBSCRIPTION_LEAD_MS,
} from './port-rules.js';
export { startTerminalServer, type TerminalServerOptions } from './server.js';
export { type TerminalSample, terminalSamples } from './terminal-samples.js';
