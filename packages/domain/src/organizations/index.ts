export * from './editions.js';
export * from './enterprise-functions.js';
export * from './invitations.js';
export * from './permissions.js';
