export * from './time-display-schema.js';
export * from './zoned-time.js';
