export * from './export-messages.js';
export * from './export-wire.js';
