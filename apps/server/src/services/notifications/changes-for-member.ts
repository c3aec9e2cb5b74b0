import type { NoticeChange, NotificationEvent } from '@tracklane/domain';
import type { NetChange } from './net-changes.js';

const HOUR_MS = 3_600_000;

/** The part of a member's rule that decides which changes they are told. */
export interface ChangeFilter {
  events: readonly NotificationEvent[];
  thresholdHours: number;
}

/** The value of a date last told to a member, by `${event} ${portCode}`. */
export type ToldValues = ReadonlyMap<string, string>;

export const toldKey = (event: string, portCode: string) => `${event} ${portCode}`;

/**
 * The changes a member is told: of the events they chose, measured from the value they were last
 * told (else the value before the change), at least their threshold in hours. Measuring from what
 * they were told means small moves that add up are told once they pass the threshold, and a date
 * that moved and came back to what they know is not told again. A date that appears for the first
 * time (an actual departure, say) is always told.
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
    const from = told.get(toldKey(change.event, change.portCode)) ?? change.oldValue;
    const deltaHours = from === null ? null : (Date.parse(change.newValue) - Date.parse(from)) / HOUR_MS;
    if (deltaHours !== null) {
      if (deltaHours === 0) continue;
      if (Math.abs(deltaHours) < filter.thresholdHours) continue;
    }
    out.push({
      event: change.event,
      portCode: change.portCode,
      oldValue: from,
      newValue: change.newValue,
      deltaHours: deltaHours === null ? null : Math.round(deltaHours * 100) / 100,
      source: sourceOf(change),
    });
  }
  return out;
}
