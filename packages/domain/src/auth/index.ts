export * from './api-keys.js';
export * from './current-user-wire.js';
export * from './messages.js';
export * from './qr-code-wire.js';
export * from './qr-login.js';
export * from './system-functions.js';
export * from './tokens.js';
