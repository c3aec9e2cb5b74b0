import type { CodedEvent } from '../coded-event.js';
import type { Warning } from '../shipment-view.js';
import { DAY_MS } from '../timed-event.js';
import { formatDays, makeWarning } from './warning-texts.js';

/** Free days for a box out of the terminal (standard dry-box detention free time). */
export const DETENTION_FREE_DAYS = 7;

/**
 * WRCVE: per box, gated out full (actual STCS) and, `DETENTION_FREE_DAYS` later, the empty is
 * not back (no actual RCVE).
 */
export function overdueReturnWarnings(events: readonly CodedEvent[], now: number): Warning[] {
  const gatedOut = new Map<string, CodedEvent>();
  const returned = new Set<string>();
  for (const e of events) {
    const box = e.source.equipmentReference;
    if (!box || e.source.eventClassifier !== 'ACT') continue;
    if (e.code === 'RCVE') returned.add(box);
    if (e.code === 'STCS' && (gatedOut.get(box)?.at ?? -1) < e.at) gatedOut.set(box, e);
  }
  const out: Warning[] = [];
  for (const [box, e] of gatedOut) {
    if (returned.has(box) || now - e.at < DETENTION_FREE_DAYS * DAY_MS) continue;
    const days = formatDays((now - e.at) / DAY_MS);
    out.push(
      makeWarning(
        'WRCVE',
        { containerNumber: box, eventLocation: e.loc },
        `重箱出场${days}天仍未还空箱，已超${DETENTION_FREE_DAYS}天免费期`,
        `Empty not returned ${days} days after gate-out (free time ${DETENTION_FREE_DAYS} days)`,
      ),
    );
  }
  return out;
}
