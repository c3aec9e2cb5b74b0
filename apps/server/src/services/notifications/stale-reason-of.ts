import type { OceanShipmentView } from '@tracklane/domain';
import { subscriptionColumnsOf } from '../ocean/subscription-columns.js';

/** How long silence or an overdue milestone may last before a shipment's data is stale. */
export interface StaleThresholds {
  silenceHours: number;
  overdueHours: number;
}

/** Why a shipment's data is stale: the carrier went silent, or a milestone is overdue at a port. */
export type StaleReason =
  | { kind: 'silent' }
  /** `code`: the product event code of the overdue milestone (DLPT departure, BDAR arrival). */
  | { kind: 'overdue'; portCode: string; expected: Date; code: 'DLPT' | 'BDAR'; placeRole: 'POL' | 'POD' };

const HOUR_MS = 3_600_000;

/**
 * Judges one shipment (pure): stale when under way (not completed, not cancelled) and either no
 * successful carrier update for `silenceHours` (counted from `createdAt` when there never was
 * one), or its expected departure from the port of loading (ETD, no ATD) or arrival at the port of
 * discharge (ETA, no ATA) is more than `overdueHours` past. The milestones are the list columns'
 * (subscriptionColumnsOf), which the refresh copies to ocean_subscriptions: the check's SQL
 * pre-filter reads those copies through an index, so the two agree.
 */
export function staleReasonOf({
  view,
  completed,
  lastRefreshedAt,
  createdAt,
  now,
  thresholds,
}: {
  view: OceanShipmentView | null;
  completed: boolean;
  lastRefreshedAt: Date | null;
  createdAt: Date;
  now: Date;
  thresholds: StaleThresholds;
}): StaleReason | null {
  if (completed || view?.completed || view?.displayStatus === 'CANCELLED') return null;
  const lastHeard = lastRefreshedAt ?? createdAt;
  if (now.getTime() - lastHeard.getTime() >= thresholds.silenceHours * HOUR_MS) return { kind: 'silent' };
  const cutoff = now.getTime() - thresholds.overdueHours * HOUR_MS;
  const columns = subscriptionColumnsOf(view);
  const overdue = (expected: Date | null, actual: Date | null) =>
    expected !== null && actual === null && expected.getTime() <= cutoff;
  if (overdue(columns.etd, columns.atd))
    return {
      kind: 'overdue',
      portCode: columns.polCode ?? '',
      expected: columns.etd as Date,
      code: 'DLPT',
      placeRole: 'POL',
    };
  if (overdue(columns.eta, columns.ata))
    return {
      kind: 'overdue',
      portCode: columns.podCode ?? '',
      expected: columns.eta as Date,
      code: 'BDAR',
      placeRole: 'POD',
    };
  return null;
}
