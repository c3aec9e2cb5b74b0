export * from './live-messages.js';
export * from './live-wire.js';
