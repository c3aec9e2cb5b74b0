import { mapTntProductCode } from '@tracklane/connectors';
import {
  buildOceanShipment,
  type CarrierEvent,
  type OceanShipmentView,
  type PortDirectory,
} from '@tracklane/domain';
import type { ShipmentHead } from './shipment-head.js';

/** The shipment's view built from its live events, as every store path builds it (pure). */
export function shipmentViewOf({
  shipment,
  events,
  ports,
  now,
}: {
  shipment: ShipmentHead;
  events: CarrierEvent[];
  ports: PortDirectory;
  now: Date;
}): OceanShipmentView {
  return buildOceanShipment({
    carrierCode: shipment.carrierCode,
    billNo: shipment.billNo,
    containerNo: shipment.containerNo,
    bookingNo: shipment.referenceType === 'BOOKING' ? shipment.reference : null,
    events,
    ports,
    now,
    codeEvent: mapTntProductCode,
  });
}
