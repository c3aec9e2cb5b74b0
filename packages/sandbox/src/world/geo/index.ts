/** Sea geography of the sandbox world: great-circle maths and routes over the marnet lanes. */
export { distanceNm, initialBearingDeg, pointAlong } from '@tracklane/domain';
export { createSeaRouter } from './sea-router.js';
