import type { Warning } from '../shipment-view.js';
import { DAY_MS, type TimedEvent } from '../timed-event.js';
import { formatDays, makeWarning } from './warning-texts.js';

/** One revision moving the departure this far at once means the box moved to a later sailing. */
export const ROLLED_SHIFT_MS = 5 * DAY_MS;

/**
 * WDLPT: the box left (or is now planned to leave) the POL on another vessel/voyage than the one
 * first published, or one revision of its departure jumped by ≥ ROLLED_SHIFT_MS (carriers that
 * keep the booked voyage number move the dates instead). `versions` are all versions (PLN, EST,
 * ACT) of the departure at the POL.
 */
export function rolledCargoWarning(
  pol: string | null,
  versions: readonly TimedEvent[],
  containerNumber: string | null,
): Warning | null {
  if (!pol || versions.length < 2) return null;
  // Publication order; the actual comes last whatever its creation stamp.
  const ordered = [...versions].sort(
    (a, b) =>
      Number(a.source.eventClassifier === 'ACT') - Number(b.source.eventClassifier === 'ACT') ||
      a.created - b.created,
  );
  const first = ordered[0] as TimedEvent;
  const last = ordered[ordered.length - 1] as TimedEvent;
  let jump = 0;
  for (let i = 1; i < ordered.length; i++) {
    jump = Math.max(jump, (ordered[i] as TimedEvent).at - (ordered[i - 1] as TimedEvent).at);
  }
  const otherVoyage =
    first.voyageKey !== null && last.voyageKey !== null && first.voyageKey !== last.voyageKey;
  if (!otherVoyage && jump < ROLLED_SHIFT_MS) return null;
  const vessel = last.source.vesselName ?? last.source.vesselImo ?? '';
  const voyage = last.source.voyage ?? '';
  const days = formatDays((last.at - first.at) / DAY_MS);
  return makeWarning(
    'WDLPT',
    { containerNumber, eventLocation: pol },
    `甩柜：改配${vessel} ${voyage}，离港推迟${days}天`,
    `Rolled cargo: moved to ${vessel} ${voyage}, departure ${days} days later than planned`,
  );
}
