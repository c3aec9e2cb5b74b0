import type { Port } from '../model.js';
import type { NamingStyle } from './fleet-data.js';

/** ISO 8601 week-numbering year and week of an instant (UTC). */
export function isoWeek(t: number): { year: number; week: number } {
  const d = new Date(t);
  const day = d.getUTCDay() || 7;
  // The Thursday of this week decides the year the week belongs to.
  const thursday = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 4 - day);
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return { year, week };
}

export type Direction = 'E' | 'W' | 'N' | 'S';

/**
 * The head-haul direction of a loop: from the first port towards the port half-way round the loop
 * (E/W unless the loop runs mostly north–south, as Europe – West Africa does).
 */
export function loopDirection(first: Port, turning: Port): Direction {
  let dLon = turning.lon - first.lon;
  if (dLon > 180) dLon -= 360;
  if (dLon < -180) dLon += 360;
  const dLat = turning.lat - first.lat;
  if (Math.abs(dLat) > Math.abs(dLon)) return dLat > 0 ? 'N' : 'S';
  return dLon > 0 ? 'E' : 'W';
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/**
 * Carrier voyage number in the operator's style: a per-ship sequence (047W) or the departure
 * week with the year's last digit (447W, as Maersk numbers them).
 */
export function voyageNumber(input: {
  style: NamingStyle['voyageNumber'];
  loopIndex: number;
  sequenceOffset: number;
  departure: number;
  direction: Direction;
}): string {
  if (input.style === 'week') {
    const { year, week } = isoWeek(input.departure);
    return `${year % 10}${pad(week, 2)}${input.direction}`;
  }
  const seq = (((input.loopIndex + input.sequenceOffset) % 1000) + 1000) % 1000;
  return `${pad(seq, 3)}${input.direction}`;
}

/** DCSA universal voyage reference: YY + ISO week + direction of the first departure, e.g. 2447W. */
export function universalVoyageReference(departure: number, direction: Direction): string {
  const { year, week } = isoWeek(departure);
  return `${pad(year % 100, 2)}${pad(week, 2)}${direction}`;
}
