/** Inland movements: Chinese drayage trucks with GPS, US/EU rail sightings. */
export { isValidPlate, PROVINCES } from './plates.js';
export { type RailEventCode, type RailSighting, type RailTrip, railTripOf } from './rail.js';
export { type FenceType, fenceAt, fencesOfTrip, type TruckFence } from './truck-fences.js';
export { MIN_STOP_MS, stopsInTrack, type TruckStop, truckStops } from './truck-stops.js';
export {
  knownPlates,
  type TripSegment,
  type TruckPoint,
  type TruckTrip,
  tripsOfPlate,
  truckPosition,
  truckTrack,
  truckTripOf,
} from './trucks.js';
