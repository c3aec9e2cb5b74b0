export * from './messages.js';
export * from './system-functions.js';
export * from './tokens.js';
