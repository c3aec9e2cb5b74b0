/** A coded event as the view shows it (views.md §3 Event). */
import type { CodedEvent } from './coded-event.js';
import type { WarningCode } from './event-codes.js';
import { eventLabel } from './event-descriptions.js';
import type { ShipmentEvent, TransportCategory } from './shipment-view.js';
import { eventTimeIso } from './timed-event.js';

function transportCategoryOf(mode: string | null, hasVessel: boolean): TransportCategory | null {
  if (mode === 'RAIL' || mode === 'TRUCK' || mode === 'VESSEL') return mode;
  if (mode === 'BARGE') return 'FEEDER';
  return hasVessel ? 'VESSEL' : null;
}

export function toShipmentEvent(
  e: CodedEvent,
  warning: WarningCode | null,
  placeName: string | null,
): ShipmentEvent {
  const s = e.source;
  const label = eventLabel(e.code, s.modeOfTransport === 'VESSEL' ? null : s.modeOfTransport);
  const hasVessel = s.vesselName !== null || s.vesselImo !== null;
  return {
    id: s.eventId,
    eventClassifier: s.eventClassifier,
    eventCategory: s.eventCategory,
    eventCode: e.code,
    eventTime: eventTimeIso(e),
    sEventTime: e.scheduled,
    description: label.en,
    descriptionCn: label.zh,
    transportEventCategory: s.eventCategory === 'TRANSPORT' ? s.eventCode : null,
    equipmentEventCategory: s.eventCategory === 'EQUIPMENT' ? s.eventCode : null,
    equipmentIndicator: s.emptyIndicator,
    shipmentEventCategory: s.eventCategory === 'SHIPMENT' ? s.eventCode : null,
    shipmentDocType: s.documentTypeCode,
    sourceCategory: 'CARRIER',
    transportCall:
      e.loc || hasVessel
        ? {
            location: e.loc
              ? { locationCode: e.loc, locationName: placeName ?? s.locationName ?? e.loc }
              : null,
            vessel: hasVessel ? { vesselName: s.vesselName, imo: s.vesselImo, mmsi: null } : null,
            voyage: s.voyage,
            // A name sent beside a facility code is the terminal's: shown as the facility, while
            // the event's place stays the port.
            facilityName: s.facilityCode ? (s.locationName ?? s.facilityCode) : null,
            facilityCategory: null,
            eventPlace: s.facilityCode ? (placeName ?? s.locationName) : (s.locationName ?? placeName),
            transportCategory: transportCategoryOf(s.modeOfTransport, hasVessel),
          }
        : null,
    equipment: s.equipmentReference ? { equipmentCode: s.equipmentReference } : null,
    eventWarning: warning,
  };
}
