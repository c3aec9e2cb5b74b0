export * from './ais-station-wire.js';
export * from './flag-codes.js';
export * from './navigation-status.js';
export * from './vessel-messages.js';
export * from './vessel-wire.js';
