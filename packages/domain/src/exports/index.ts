export * from './export-fields.js';
export * from './export-messages.js';
export * from './export-template-wire.js';
export * from './export-wire.js';
