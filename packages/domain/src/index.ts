export * from './auth/index.js';
export * from './envelope/envelope.js';
export * from './errors/app-error.js';
export * from './errors/codes.js';
export * from './errors/messages.js';
export * from './http/api-prefixes.js';
export * from './i18n/languages.js';
export * from './validation/index.js';
