export * from './port-search.js';
export * from './port-wire.js';
