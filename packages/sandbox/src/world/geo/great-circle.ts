// The great-circle maths moved to @tracklane/domain (the server routes with it too); the
// sandbox's modules keep importing it from here.
export {
  densify,
  distanceNm,
  EARTH_RADIUS_NM,
  initialBearingDeg,
  interpolateGreatCircle,
  wrapLon,
} from '@tracklane/domain';
