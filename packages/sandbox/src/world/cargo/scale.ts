/**
 * How many containers one booking slot per voyage contributes to the boxes in flight at the
 * anchor, so the world can be sized by "containers active at the anchor" rather than by a
 * booking count that would mean different things for different fleets.
 */
import type { Voyage } from '../model.js';

const DAY = 86_400_000;
/** Mean containers per booking (see containerCountOf) times the share not cancelled. */
const CONTAINERS_PER_BOOKING = 2.05 * 0.98;
/** Empty pick-up to vessel departure, and discharge to empty return, in days (means). */
const BEFORE_DEPARTURE = 6 * DAY;
const AFTER_ARRIVAL = 9 * DAY;
/**
 * Relays, rolls and inland legs stretch a chain beyond its booked voyage; measured once on the
 * default world (active boxes counted from the milestones / this estimate).
 */
const EMPIRICAL = 1.09;

/**
 * Expected active containers at `anchor` if every voyage got one booking, with load and discharge
 * calls drawn as chooseRoute draws them (load uniform, discharge uniform after it).
 */
export function expectedActivePerBooking(voyages: readonly Voyage[], anchor: number): number {
  let total = 0;
  for (const voyage of voyages) {
    const calls = voyage.calls;
    const last = calls.length - 1;
    if (last < 1) continue;
    // Voyages far from the anchor cannot hold a box in flight then.
    const start = calls[0]?.plannedDeparture ?? 0;
    const end = calls[last]?.plannedArrival ?? 0;
    if (start - BEFORE_DEPARTURE > anchor || end + AFTER_ARRIVAL + 30 * DAY < anchor) continue;
    let p = 0;
    for (let i = 0; i < last; i++) {
      const departs = (calls[i]?.plannedDeparture ?? 0) - BEFORE_DEPARTURE;
      if (departs > anchor) continue;
      let hits = 0;
      for (let j = i + 1; j <= last; j++) {
        if ((calls[j]?.plannedArrival ?? 0) + AFTER_ARRIVAL > anchor) hits++;
      }
      p += hits / (last - i) / last;
    }
    total += p;
  }
  return total * CONTAINERS_PER_BOOKING * EMPIRICAL;
}
