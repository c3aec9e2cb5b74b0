export * from './envelope/envelope.js';
export * from './errors/app-error.js';
export * from './errors/codes.js';
export * from './errors/messages.js';
export * from './i18n/languages.js';
