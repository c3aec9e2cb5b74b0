/**
 * Warning rules (views.md §4). Exact semantics chosen, per code:
 *
 * - WETA arrival delay: the POD has no actual arrival (vessel ARRI, else box DISC) and the latest
 *   ETA is ≥ 1440 minutes after the STA (the first schedule published for that arrival).
 * - WDLPT rolled cargo: the POL departure (vessel DEPA, else box LOAD) is now on another
 *   vessel/voyage than the first version published, or one revision moved it by ≥ 5 days at once
 *   (ROLLED_SHIFT_MS) — a jump to a later (weekly) sailing; a vessel delay creeps by hours per
 *   revision and is not a roll. Warned as soon as the carrier announces it.
 * - WGTOT destination dwell: per box, actual discharge at the POD and still no gate-out, inland
 *   loading or event elsewhere DWELL_FREE_DAYS = 5 days later (measured to `now`).
 * - WRCVE overdue use: per box, actual laden gate-out (STCS) and no actual empty return (RCVE)
 *   DETENTION_FREE_DAYS = 7 days later (measured to `now`).
 * - WTSBA / WBDAR omitted port call: see omitted-calls.ts; WBDAR when the skipped call was on the
 *   vessel of the last leg (the planned POD), else WTSBA (a transshipment port).
 * - WGITM, WDUMP, WPCGI, WSTCS: no rule produces them from DCSA data (carrier or terminal feeds
 *   may); the event mapping still handles them (flag-warning-events.ts).
 *
 * A cancelled booking gets no warning. A completed (or archived) shipment keeps the warnings that
 * record what happened (rolled, omitted call, late arrival) but not the running clocks (dwell,
 * overdue return): nothing is left to act on.
 * Box-level warnings name the box; shipment-level ones name the tracked container (or null).
 */
import type { CallTimes } from '../call-times.js';
import type { CodedEvent } from '../coded-event.js';
import type { OmittedCall } from '../omitted-calls.js';
import type { Warning } from '../shipment-view.js';
import type { TimedEvent } from '../timed-event.js';
import { arrivalDelayWarning } from './arrival-delay.js';
import { destinationDwellWarnings } from './destination-dwell.js';
import { omittedCallWarnings } from './omitted-call.js';
import { overdueReturnWarnings } from './overdue-return.js';
import { rolledCargoWarning } from './rolled-cargo.js';

export * from './arrival-delay.js';
export * from './destination-dwell.js';
export * from './flag-warning-events.js';
export * from './omitted-call.js';
export * from './overdue-return.js';
export * from './rolled-cargo.js';

export interface WarningInput {
  now: number;
  containerNumber: string | null;
  pol: string | null;
  pod: string | null;
  podArrival: CallTimes;
  polDepartureVersions: readonly TimedEvent[];
  events: readonly CodedEvent[];
  omitted: readonly OmittedCall[];
  lastLegVoyage: string | null;
  cancelled: boolean;
  completed: boolean;
}

export function computeWarnings(input: WarningInput): Warning[] {
  if (input.cancelled) return [];
  const out: Warning[] = [];
  const rolled = rolledCargoWarning(input.pol, input.polDepartureVersions, input.containerNumber);
  if (rolled) out.push(rolled);
  out.push(...omittedCallWarnings(input.omitted, input.lastLegVoyage, input.containerNumber));
  const late = arrivalDelayWarning(input.pod, input.podArrival, input.containerNumber);
  if (late) out.push(late);
  if (input.completed) return out;
  out.push(...destinationDwellWarnings(input.pod, input.events, input.now));
  out.push(...overdueReturnWarnings(input.events, input.now));
  return out;
}
