/** Terminal status (views.md §3 terminal record, §4 lookup, §5 rules). */

export * from './active-holds.js';
export * from './last-free-day.js';
export * from './terminal-messages.js';
export * from './terminal-record.js';
export * from './terminal-rules.js';
