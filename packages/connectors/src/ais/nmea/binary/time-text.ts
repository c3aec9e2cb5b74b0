/** The partial dates and times gpsd 3.22 prints in binary payloads, each in its printf format. */

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** "%02u-%02uT%02u:%02uZ": IMO 236/289 departure, ETA, arrival and route start. */
export const monthDayTimeZ = (month: number, day: number, hour: number, minute: number): string =>
  `${pad2(month)}-${pad2(day)}T${pad2(hour)}:${pad2(minute)}Z`;

/** "%02u-%02uT%02u:%02u": IMO 236 fairway closure (no zone letter). */
export const monthDayTime = (month: number, day: number, hour: number, minute: number): string =>
  `${pad2(month)}-${pad2(day)}T${pad2(hour)}:${pad2(minute)}`;

/** "%u-%uT%u:%u": inland ETA/RTA and berthing arrival, unpadded. */
export const unpaddedMonthDayTime = (month: number, day: number, hour: number, minute: number): string =>
  `${month}-${day}T${hour}:${minute}`;

/** "%02uT%02u:%02uZ": the day and time of a meteorological/hydrological report. */
export const dayTimeZ = (day: number, hour: number, minute: number): string =>
  `${pad2(day)}T${pad2(hour)}:${pad2(minute)}Z`;

/**
 * An EMMA warning's start or end, "%4u-%02u-%02uT%02u:%02u". gpsd 3.22 passes the start's
 * arguments as (year, month, hour, minute, day), so the caller passes them in that order too.
 */
export const emmaTime = (year: number, a: number, b: number, c: number, d: number): string =>
  `${String(year + 2000).padStart(4, ' ')}-${pad2(a)}-${pad2(b)}T${pad2(c)}:${pad2(d)}`;
