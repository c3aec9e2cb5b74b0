export * from './notice-wire.js';
export * from './notification-rule.js';
