import { eventLabel, type Language, type ShipmentEvent, type ShipmentLocation } from '@tracklane/domain';

/** An event's description in the interface language; truck/rail moves kept as DCSA codes name their mode. */
export function eventText(e: ShipmentEvent, language: Language): string {
  const mode = e.transportCall?.transportCategory;
  return eventLabel(String(e.eventCode), mode === 'TRUCK' || mode === 'RAIL' ? mode : null)[language];
}

/** Port names: Chinese where the directory has one, else the English name (also for jp). */
export function portName(location: ShipmentLocation['location'], language: Language): string {
  return (language === 'zh' ? location.portCn : location.portEn) || location.locationName;
}

/** Days with one decimal, signed for delays ("+1.1", "-0.5", "0"). */
export function signedDays(days: number): string {
  const rounded = Math.round(days * 10) / 10;
  if (rounded === 0) return '0';
  return rounded > 0 ? `+${rounded}` : String(rounded);
}
