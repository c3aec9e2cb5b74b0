import { type NotificationEvent, type PlaceRole, reminderSubject } from '@tracklane/domain';

/** A recorded change (ocean_reminders) waiting for the fan-out, oldest first. */
export interface RecordedChange {
  event: NotificationEvent;
  portCode: string;
  oldValue: string | null;
  newValue: string;
  /** The port's role on the route; null when none or not recorded. */
  placeRole?: PlaceRole | null;
  /** A milestone's or warning's code; null for dates. */
  code?: string | null;
  /** Where the detection saw it; null: read from the view. */
  source?: 'carrier' | 'ais' | null;
}

/** What a run of changes to one date came to: its value before the first and after the last. */
export interface NetChange extends RecordedChange {}

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/**
 * The changes of a coalescing window folded per subject (event and port; holds and warnings also
 * by code, reminderSubject): the value before the first change and after the last. A date that
 * came back to where it started is no change at all.
 */
export function netChanges(changes: readonly RecordedChange[]): NetChange[] {
  const byDate = new Map<string, NetChange>();
  for (const change of changes) {
    const key = `${change.event} ${reminderSubject(change)}`;
    const seen = byDate.get(key);
    if (seen) seen.newValue = change.newValue;
    else byDate.set(key, { ...change });
  }
  return [...byDate.values()].filter((c) => !sameInstant(c.oldValue, c.newValue));
}
