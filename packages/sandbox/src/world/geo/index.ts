/** Sea geography of the sandbox world: great-circle maths and routes over the marnet lanes. */
export { distanceNm, initialBearingDeg } from './great-circle.js';
export { pointAlong } from './sea-path.js';
export { createSeaRouter } from './sea-router.js';
