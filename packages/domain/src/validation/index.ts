export * from './business-numbers.js';
export * from './contact.js';
export * from './container-number.js';
export * from './password.js';
export * from './required.js';
export * from './storable-input.js';
export * from './subscribe-input.js';
