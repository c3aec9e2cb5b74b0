/** Schedule connectors: the shared contract and one folder per DCSA standard. */
export * from './contract.js';
export * from './dcsa-cs/index.js';
export * from './dcsa-ovs/index.js';
export { type RetryPolicy, withRetry } from './retry.js';
export { compileListValidator, type ListCheck, type ListValidator } from './spec-validator.js';
