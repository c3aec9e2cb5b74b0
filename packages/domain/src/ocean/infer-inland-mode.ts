/**
 * T&T 2.2 equipment events of an inland move often come without a transport call, so a box's
 * LOAD onto a train or DISC off it carries no mode. The move itself is a TRANSPORT event that
 * does: a LOAD at the place (and of the box) where a rail/truck DEPA starts takes its mode, a
 * DISC where such an ARRI ends likewise. Without this, rail loading would read as a vessel load.
 */
import { isVesselMove, type TimedEvent } from './timed-event.js';

const PAIRED: Record<string, string> = { LOAD: 'DEPA', DISC: 'ARRI' };

export function inferInlandModes(events: readonly TimedEvent[]): TimedEvent[] {
  const modes = new Map<string, NonNullable<TimedEvent['source']['modeOfTransport']>>();
  for (const t of events) {
    const e = t.source;
    if (e.eventCategory !== 'TRANSPORT' || !e.modeOfTransport || isVesselMove(e)) continue;
    modes.set(`${e.eventCode}|${t.loc}|${e.equipmentReference ?? ''}`, e.modeOfTransport);
    modes.set(`${e.eventCode}|${t.loc}|`, e.modeOfTransport);
  }
  if (modes.size === 0) return [...events];
  return events.map((t) => {
    const e = t.source;
    const paired = PAIRED[e.eventCode];
    if (!paired || e.eventCategory !== 'EQUIPMENT' || e.modeOfTransport || isVesselMove(e)) return t;
    const mode =
      modes.get(`${paired}|${t.loc}|${e.equipmentReference ?? ''}`) ?? modes.get(`${paired}|${t.loc}|`);
    return mode ? { ...t, source: { ...e, modeOfTransport: mode } } : t;
  });
}
