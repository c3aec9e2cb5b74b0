/**
 * The sandbox: a simulated freight world served over the providers' real protocols (DCSA Track &
 * Trace 2.2, Commercial Schedules 1.0, Operational Vessel Schedules 3.0, NMEA 0183 AIS over TCP, truck GPS,
 * rail, air cargo and terminal status JSON APIs),
 * plus the sandbox messaging providers (SMS, messaging-app QR sign-in) the app uses offline.
 */

export { openIdOf, type SandboxMsgappMessage } from './msgapp-inbox.js';
export { type AisShoreStations, DEFAULT_SHORE_STATIONS } from './providers/ais/index.js';
export * from './providers/faults.js';
export { type TerminalSample, terminalSamples } from './providers/terminal/index.js';
export * from './qr-provider.js';
export * from './sms-provider.js';
export {
  SANDBOX_PROVIDERS,
  type Sandbox,
  type SandboxEndpoints,
  type SandboxOptions,
  startSandbox,
} from './start-sandbox.js';
export * from './world/index.js';
