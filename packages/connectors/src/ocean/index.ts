/** Ocean tracking connectors: the shared contract and one folder per provider protocol. */
export * from './contract.js';
export * from './dcsa-tnt/index.js';
