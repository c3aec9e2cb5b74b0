export * from './export-wire.js';
