/** The sandbox world: a deterministic freight world the sandbox providers render. */

export { buildWorld } from './build-world.js';
export { isValidContainerNumber } from './cargo/iso6346.js';
export { createClock, type SimClock } from './clock.js';
export * from './model.js';
export { type Rng, rngFor } from './rng.js';
