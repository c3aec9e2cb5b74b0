import type { OmittedCall } from '../omitted-calls.js';
import type { Warning } from '../shipment-view.js';
import { makeWarning } from './warning-texts.js';

/**
 * WTSBA / WBDAR: a planned call the vessel skipped. It was the POD when it was on the vessel of
 * the last leg (the box now discharges elsewhere), else a transshipment port.
 */
export function omittedCallWarnings(
  omitted: readonly OmittedCall[],
  lastLegVoyage: string | null,
  containerNumber: string | null,
): Warning[] {
  return omitted.map((o) => {
    const atPod = o.voyageKey === lastLegVoyage;
    return atPod
      ? makeWarning(
          'WBDAR',
          { containerNumber, eventLocation: o.locationCode },
          `船舶跳港：未挂靠目的港${o.locationCode}`,
          `Port call omitted: the vessel skipped the port of discharge ${o.locationCode}`,
        )
      : makeWarning(
          'WTSBA',
          { containerNumber, eventLocation: o.locationCode },
          `船舶跳港：未挂靠中转港${o.locationCode}`,
          `Port call omitted: the vessel skipped the transshipment port ${o.locationCode}`,
        );
  });
}
