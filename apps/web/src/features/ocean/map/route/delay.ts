import { daysBetween, type OceanShipmentView } from '@tracklane/domain';

const DAY_MINUTES = 1440;

/**
 * views.md §4 delay: only with warn=true, and only while the port of discharge (proxy.places type
 * 4) has no actual arrival and its ETA is a day (1440 minutes) or more after its STA. Returns the
 * days late to a tenth, else null: the figure the drawer shows for the same arrival
 * (domain daysBetween), so the map's label and the drawer never disagree (issue 20).
 */
export function arrivalDelayDays(shipment: OceanShipmentView | null, warn: boolean): number | null {
  if (!warn || !shipment) return null;
  const pod = shipment.proxy.places.find((place) => place.type === 4);
  if (!pod || pod.ata || !pod.eta || !pod.sta) return null;
  const minutes = (Date.parse(pod.eta) - Date.parse(pod.sta)) / 60_000;
  if (!Number.isFinite(minutes) || minutes < DAY_MINUTES) return null;
  return daysBetween(pod.sta, pod.eta);
}
