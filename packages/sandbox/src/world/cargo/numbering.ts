/**
 * Unique, stable numbers by construction. Every container of the world owns one ordinal in a
 * 1,000,000-wide serial space partitioned by the booked voyage's week and its slot in that week:
 *
 *   ordinal = (week mod WEEK_CYCLE) × WEEK_BLOCK + voyageSlot × voyageCap + containerIndex
 *
 * `week` is the week of the voyage's first planned departure and `voyageSlot` comes from the
 * service (index among the fleet's services, plus the rank of the voyage within the service's
 * week), so an ordinal never depends on the world window or on generation order. A world spans
 * about 33 weeks of bookings, less than WEEK_CYCLE, so ordinals never repeat inside one world.
 * Bookings and B/Ls use the ordinal of the shipment's first container, so they are unique too.
 */
import { hashKey } from '../rng.js';
import { containerNumber } from './iso6346.js';

export const WEEK_MS = 7 * 24 * 3_600_000;
export const WEEK_CYCLE = 40;
export const WEEK_BLOCK = 25_000;
/** Voyages of one service that may start in one week (a second one only when schedules bunch). */
export const VOYAGES_PER_SERVICE_WEEK = 2;

export function weekOf(t: number): number {
  return Math.floor(t / WEEK_MS);
}

/** Containers one voyage may carry in this numbering, given the fleet's number of services. */
export function voyageCapacity(serviceCount: number): number {
  return Math.floor(WEEK_BLOCK / (Math.max(1, serviceCount) * VOYAGES_PER_SERVICE_WEEK));
}

export function containerOrdinal(
  seed: number,
  week: number,
  voyageSlot: number,
  cap: number,
  index: number,
): number {
  if (index >= cap) throw new RangeError(`voyage slot ${voyageSlot} is full (${cap})`);
  const inWeek = voyageSlot * cap + index;
  // A bijection of [0, WEEK_BLOCK) (7919 is coprime to 25,000) so serials do not look sequential;
  // the seed shifts it so two worlds do not share numbers.
  const scrambled = (inWeek * 7919 + (hashKey(seed, 'serial') % WEEK_BLOCK)) % WEEK_BLOCK;
  return (((week % WEEK_CYCLE) + WEEK_CYCLE) % WEEK_CYCLE) * WEEK_BLOCK + scrambled;
}

export function containerNumberFor(prefix: string, ordinal: number): string {
  return containerNumber(prefix, ordinal);
}

/** How a carrier writes booking numbers: plain digits of a fixed length, or office code + digits. */
export type BookingStyle = 'DIGITS9' | 'DIGITS10' | 'OFFICE7' | 'DIGITS12';
const STYLES: readonly BookingStyle[] = ['DIGITS9', 'DIGITS10', 'OFFICE7', 'DIGITS12'];

/** Each carrier keeps one style, chosen by its SCAC so it is the same in every world. */
export function bookingStyleOf(scac: string): BookingStyle {
  return STYLES[hashKey(0, 'booking-style', scac) % STYLES.length] ?? 'DIGITS9';
}

/** `ordinal × a + b mod 10^n` is a bijection when a is coprime to 10 — unique and random-looking. */
function digits(seed: number, ordinal: number, length: number, lead: string): string {
  const space = 10 ** (length - 1);
  const value = (ordinal * 611_953 + hashKey(seed, 'booking', length)) % space;
  return `${lead}${String(value).padStart(length - 1, '0')}`;
}

export function bookingReference(seed: number, scac: string, ordinal: number, polLocode: string): string {
  switch (bookingStyleOf(scac)) {
    case 'DIGITS9':
      return digits(seed, ordinal, 9, '2');
    case 'DIGITS10':
      return digits(seed, ordinal, 10, '6');
    case 'DIGITS12':
      return digits(seed, ordinal, 12, '1');
    case 'OFFICE7':
      // Booking offices print their city code first, e.g. SHA1234567 for a Shanghai booking.
      return `${polLocode.slice(2, 5)}${digits(seed, ordinal, 7, '1')}`;
  }
}

/** B/L = the carrier's B/L prefix + the booking's body, as most lines number them. */
export function billOfLading(blPrefix: string, booking: string): string {
  return `${blPrefix}${booking}`;
}
