import type { OceanShipmentView } from '@tracklane/domain';

/** The sea leg the cargo is on now, as far as AIS is concerned. */
export interface AisLeg {
  /** Index in shipment.transports (RouteLeg.transport). */
  transport: number;
  mode: 'VESSEL' | 'FEEDER';
  mmsi: number;
  /** Epoch ms of the actual departure from the load port. */
  departedAt: number;
}

/** views.md §9: a vessel track request's end is extended by 1.5 h; a feeder's by nothing. */
export const TRACK_END_EXTENSION_MS = { VESSEL: 90 * 60_000, FEEDER: 0 } as const;
/** The track's end moves with the clock in steps of this, so its query key is not new every minute. */
export const TRACK_END_STEP_MS = 10 * 60_000;

const ms = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * The VESSEL or FEEDER transport with a known MMSI that has left its load port (actual set) and
 * not reached its discharge port (no actual). Should the carrier's data show several such legs,
 * the one that departed last is where the cargo is.
 */
export function currentAisLeg(shipment: OceanShipmentView | null): AisLeg | null {
  let found: AisLeg | null = null;
  for (const [transport, t] of (shipment?.transports ?? []).entries()) {
    if (t.transportCategory !== 'VESSEL' && t.transportCategory !== 'FEEDER') continue;
    // The wire carries the MMSI as a string (carriers' data is text); AIS keys it by number.
    const mmsi = Number(t.vessel?.mmsi ?? Number.NaN);
    const departedAt = ms(t.loadTransportCall.actual);
    if (!Number.isSafeInteger(mmsi) || mmsi <= 0 || !Number.isFinite(departedAt)) continue;
    if (t.dischargeTransportCall.actual) continue;
    if (!found || departedAt >= found.departedAt)
      found = { transport, mode: t.transportCategory, mmsi, departedAt };
  }
  return found;
}

export interface TrackWindow {
  start: Date;
  end: Date;
}

/**
 * The AIS track to ask for: from the departure to now (rounded up to TRACK_END_STEP_MS) plus the
 * mode's extension (§9). Null when start is not before end — such a request is skipped and only
 * logged (views.md §5), the server would answer 40000.
 */
export function trackWindow(
  leg: Pick<AisLeg, 'mode' | 'departedAt' | 'mmsi'>,
  now: number,
): TrackWindow | null {
  const end = Math.ceil(now / TRACK_END_STEP_MS) * TRACK_END_STEP_MS + TRACK_END_EXTENSION_MS[leg.mode];
  if (!(leg.departedAt < end)) {
    console.info('vessel track skipped: start is not before end', {
      mmsi: leg.mmsi,
      start: new Date(leg.departedAt).toISOString(),
      end: new Date(end).toISOString(),
    });
    return null;
  }
  return { start: new Date(leg.departedAt), end: new Date(end) };
}
