export * from './contact.js';
export * from './password.js';
export * from './required.js';
