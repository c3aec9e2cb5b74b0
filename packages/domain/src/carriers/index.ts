export * from './carrier-lists.js';
export * from './carrier-registry.js';
export * from './detect-carrier.js';
export { buildDetectionIndex, type DetectionIndex } from './detection-index.js';
