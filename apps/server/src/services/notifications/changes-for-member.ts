import {
  isDateChange,
  type NoticeChange,
  type NotificationEvent,
  reminderGroupOf,
  reminderSubject,
} from '@tracklane/domain';
import type { NetChange } from './net-changes.js';

const HOUR_MS = 3_600_000;

/** The part of a member's rule that decides which changes they are told. */
export interface ChangeFilter {
  events: readonly NotificationEvent[];
  thresholdHours: number;
}

/** The value last told to a member, by toldKey (event and subject). */
export type ToldValues = ReadonlyMap<string, string>;

/** `subject`: reminderSubject of the change (the port; the port and code for holds and warnings). */
export const toldKey = (event: string, subject: string) => `${event} ${subject}`;

export const toldKeyOf = (change: Pick<NetChange, 'event' | 'portCode' | 'code'>) =>
  toldKey(change.event, reminderSubject(change));

/**
 * The changes a member is told, of the events they chose:
 * - a date change measured from the value they were last told (else the value before the change),
 *   at least their threshold in hours. Measuring from what they were told means small moves that
 *   add up are told once they pass the threshold, and a date that moved and came back to what they
 *   know is not told again. A date that appears for the first time (an actual departure, say) is
 *   always told;
 * - a milestone or warning always, whatever the threshold, unless they were told it already (one
 *   that disappears from the carrier's data and comes back is not news);
 * - stale data and last free days unless they were told this very value (a last free day that
 *   moves is told each time, from the value they were told; the threshold does not apply).
 */
export function changesForMember(
  changes: readonly NetChange[],
  filter: ChangeFilter,
  told: ToldValues,
  sourceOf: (change: NetChange) => NoticeChange['source'],
): NoticeChange[] {
  const out: NoticeChange[] = [];
  for (const change of changes) {
    if (!filter.events.includes(change.event)) continue;
    const last = told.get(toldKeyOf(change));
    const where = { placeRole: change.placeRole ?? null, code: change.code ?? null };
    if (!isDateChange(change.event)) {
      const group = reminderGroupOf(change.event);
      const onceOnly = group === 'milestones' || group === 'warnings';
      if (last !== undefined && (onceOnly || last === change.newValue)) continue;
      // A last free day that moved is measured from the one the member knows.
      const from = change.event === 'LFD_CHANGE' ? (last ?? change.oldValue) : change.oldValue;
      const moved =
        change.event === 'LFD_CHANGE' && from !== null
          ? Math.round(((Date.parse(change.newValue) - Date.parse(from)) / HOUR_MS) * 100) / 100
          : null;
      out.push({
        event: change.event,
        portCode: change.portCode,
        ...where,
        oldValue: from,
        newValue: change.newValue,
        deltaHours: moved,
        source: change.source ?? sourceOf(change),
      });
      continue;
    }
    const from = last ?? change.oldValue;
    const deltaHours = from === null ? null : (Date.parse(change.newValue) - Date.parse(from)) / HOUR_MS;
    if (deltaHours !== null) {
      if (deltaHours === 0) continue;
      if (Math.abs(deltaHours) < filter.thresholdHours) continue;
    }
    out.push({
      event: change.event,
      portCode: change.portCode,
      ...where,
      oldValue: from,
      newValue: change.newValue,
      deltaHours: deltaHours === null ? null : Math.round(deltaHours * 100) / 100,
      source: change.source ?? sourceOf(change),
    });
  }
  return out;
}
