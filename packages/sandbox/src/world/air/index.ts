/** Air cargo of the sandbox world: air waybills, FSU status messages, flights and positions. */
export type { Airline, Airport } from './air-reference.js';
export type { AirWaybill } from './air-waybills.js';
export { awbCheckDigit, formatAwb, parseAwb } from './awb-number.js';
export { type AwbStatusEvent, awbEventsAt, bookedFlightsAt, type EventClassifier } from './awb-status.js';
export { type AirWorld, type AirWorldOptions, buildAirWorld } from './build-air-world.js';
export { type FlightEstimate, flightEstimateAt, flightEstimates } from './flight-estimates.js';
export type { FlightPosition } from './flight-position.js';
export { blockMinutes, type Flight } from './flights.js';
export { type AirEvent, FSU_CODES, type FsuCode } from './fsu-events.js';
