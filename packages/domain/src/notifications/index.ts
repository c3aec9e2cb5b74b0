export * from './notice-wire.js';
export * from './notification-rule.js';
export * from './webhook-wire.js';
