export * from './port-wire.js';
