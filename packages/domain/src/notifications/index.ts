export * from './delivery-log-wire.js';
export * from './digest-next-run.js';
export * from './digest-wire.js';
export * from './notice-wire.js';
export * from './notification-rule.js';
export * from './organization-notification-rule.js';
export * from './webhook-wire.js';
