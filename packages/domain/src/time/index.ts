export * from './zoned-time.js';
