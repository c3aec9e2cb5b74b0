export * from './live-close-codes.js';
export * from './live-messages.js';
export * from './live-wire.js';
