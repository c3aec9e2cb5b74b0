import {
  eventLabel,
  type Language,
  localPortName,
  type ShipmentEvent,
  type ShipmentLocation,
} from '@tracklane/domain';

/** An event's description in the interface language; truck/rail moves kept as DCSA codes name their mode. */
export function eventText(e: ShipmentEvent, language: Language): string {
  const mode = e.transportCall?.transportCategory;
  return eventLabel(String(e.eventCode), mode === 'TRUCK' || mode === 'RAIL' ? mode : null)[language];
}

/**
 * Port names in the page's language: zh Chinese, jp Japanese, else English; then the English
 * name, then the carrier's location name (the domain's localPortName, used by every ocean page).
 */
export function portName(location: ShipmentLocation['location'], language: Language): string {
  return localPortName(location, language);
}

/** Days with one decimal, signed for delays ("+1.1", "-0.5", "0"). */
export function signedDays(days: number): string {
  const rounded = Math.round(days * 10) / 10;
  if (rounded === 0) return '0';
  return rounded > 0 ? `+${rounded}` : String(rounded);
}
