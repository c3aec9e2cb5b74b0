import type { CodedEvent } from '../coded-event.js';
import type { Warning } from '../shipment-view.js';
import { DAY_MS } from '../timed-event.js';
import { formatDays, makeWarning } from './warning-texts.js';

/** Days a laden box may sit at the POD after discharge before we warn (typical free storage). */
export const DWELL_FREE_DAYS = 5;

/** Actual moves that take the box away from the POD. */
const LEAVING_CODES = new Set(['STCS', 'GTOT', 'IRLB', 'IRDP', 'LOAD', 'DEPA']);

/**
 * WGTOT: per box, discharged at the POD (actual DSCH) and, `DWELL_FREE_DAYS` later, still not
 * gated out, loaded on rail or truck, nor seen anywhere else.
 */
export function destinationDwellWarnings(
  pod: string | null,
  events: readonly CodedEvent[],
  now: number,
): Warning[] {
  if (!pod) return [];
  const discharged = new Map<string, number>();
  const left = new Set<string>();
  for (const e of events) {
    const box = e.source.equipmentReference;
    if (!box || e.source.eventClassifier !== 'ACT') continue;
    if (e.code === 'DSCH' && e.loc === pod) discharged.set(box, Math.max(discharged.get(box) ?? 0, e.at));
  }
  for (const e of events) {
    const box = e.source.equipmentReference;
    if (!box || e.source.eventClassifier !== 'ACT') continue;
    const since = discharged.get(box);
    if (since === undefined || e.at < since) continue;
    if (LEAVING_CODES.has(e.code) || (e.loc !== null && e.loc !== pod)) left.add(box);
  }
  const out: Warning[] = [];
  for (const [box, since] of discharged) {
    if (left.has(box) || now - since < DWELL_FREE_DAYS * DAY_MS) continue;
    const days = formatDays((now - since) / DAY_MS);
    out.push(
      makeWarning(
        'WGTOT',
        { containerNumber: box, eventLocation: pod },
        `卸船后${days}天未提柜`,
        `Not gated out ${days} days after discharge at ${pod}`,
      ),
    );
  }
  return out;
}
