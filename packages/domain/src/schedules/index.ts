/** Schedules (issue 8): wire contract of the schedule calls and their pure rules. See README.md. */
export * from './cut-offs.js';
export * from './dominated-sailings.js';
export * from './eta-prediction.js';
export * from './group-sailings.js';
export * from './misc-wire.js';
export * from './on-time.js';
export * from './on-time-wire.js';
export * from './proforma.js';
export * from './query-wire.js';
export * from './sailing-wire.js';
export * from './schedule-messages.js';
export * from './wire-common.js';
