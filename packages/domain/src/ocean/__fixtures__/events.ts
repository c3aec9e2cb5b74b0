import type { CarrierEvent } from '../carrier-event.js';
import { type TimedEvent, toTimedEvent } from '../timed-event.js';
import { testPorts } from './ports.js';

let counter = 0;

export interface Vessel {
  vesselName: string;
  vesselImo: string;
  voyage: string;
  serviceCode: string;
}

export const ALPHA: Vessel = {
  vesselName: 'MAERSK ALPHA',
  vesselImo: '9000001',
  voyage: '001W',
  serviceCode: 'AE1',
};
export const BETA: Vessel = {
  vesselName: 'MAERSK BETA',
  vesselImo: '9000002',
  voyage: '002W',
  serviceCode: 'AE7',
};
export const GAMMA: Vessel = {
  vesselName: 'MAERSK GAMMA',
  vesselImo: '9000003',
  voyage: '003W',
  serviceCode: 'AE1',
};

export const BOX = 'MSKU1234565';

/** A carrier event with sensible defaults; `at` is the event time, `created` defaults to it. */
export function ev(
  eventCode: string,
  at: string,
  extra: Partial<CarrierEvent> & { vessel?: Vessel; created?: string } = {},
): CarrierEvent {
  const { vessel, created, ...rest } = extra;
  counter += 1;
  const category =
    rest.eventCategory ??
    (['ARRI', 'DEPA'].includes(eventCode)
      ? 'TRANSPORT'
      : ['RECE', 'CONF', 'VOID', 'CANC', 'ISSU', 'HOLD', 'RELS'].includes(eventCode)
        ? 'SHIPMENT'
        : 'EQUIPMENT');
  return {
    eventId: `e${counter}`,
    eventCategory: category,
    eventClassifier: 'ACT',
    eventCode,
    eventTime: at,
    createdTime: created ?? at,
    equipmentReference: category === 'EQUIPMENT' ? BOX : null,
    emptyIndicator: category === 'EQUIPMENT' ? 'LADEN' : null,
    isoEquipmentCode: category === 'EQUIPMENT' ? '45G1' : null,
    locationCode: null,
    locationName: null,
    facilityCode: null,
    modeOfTransport: vessel ? 'VESSEL' : null,
    vesselName: vessel?.vesselName ?? null,
    vesselImo: vessel?.vesselImo ?? null,
    voyage: vessel?.voyage ?? null,
    serviceCode: vessel?.serviceCode ?? null,
    documentReferences: [{ type: 'BKG', value: 'BK123' }],
    documentTypeCode: category === 'SHIPMENT' ? 'BKG' : null,
    documentId: category === 'SHIPMENT' ? 'BK123' : null,
    remark: null,
    ...rest,
  };
}

const at = (locationCode: string) => ({ locationCode });

/**
 * Shanghai → Singapore (transshipment) → Rotterdam by sea, as seen while at sea: the arrival at
 * Rotterdam is still estimated (two days later than first planned).
 */
export function shanghaiRotterdamChain(): CarrierEvent[] {
  return [
    ev('RECE', '2026-09-25T01:00:00.000Z'),
    ev('CONF', '2026-09-25T06:00:00.000Z'),
    // The schedule published at booking.
    ev('DEPA', '2026-10-05T10:00:00.000Z', {
      ...at('CNSHA'),
      vessel: ALPHA,
      eventClassifier: 'PLN',
      created: '2026-09-25T06:00:00.000Z',
    }),
    ev('ARRI', '2026-11-05T08:00:00.000Z', {
      ...at('NLRTM'),
      vessel: BETA,
      eventClassifier: 'PLN',
      created: '2026-09-25T06:00:00.000Z',
    }),
    ev('PICK', '2026-10-01T02:00:00.000Z', { ...at('CNSHA'), emptyIndicator: 'EMPTY' }),
    ev('GTIN', '2026-10-03T09:00:00.000Z', at('CNSHA')),
    ev('DEPA', '2026-10-05T18:00:00.000Z', {
      ...at('CNSHA'),
      vessel: ALPHA,
      eventClassifier: 'EST',
      created: '2026-10-03T00:00:00.000Z',
    }),
    ev('LOAD', '2026-10-05T08:00:00.000Z', { ...at('CNSHA'), vessel: ALPHA }),
    ev('DEPA', '2026-10-05T20:00:00.000Z', { ...at('CNSHA'), vessel: ALPHA }),
    ev('ARRI', '2026-10-10T06:00:00.000Z', { ...at('SGSIN'), vessel: ALPHA }),
    ev('DISC', '2026-10-10T12:00:00.000Z', { ...at('SGSIN'), vessel: ALPHA }),
    ev('LOAD', '2026-10-12T09:00:00.000Z', { ...at('SGSIN'), vessel: BETA }),
    ev('DEPA', '2026-10-12T20:00:00.000Z', { ...at('SGSIN'), vessel: BETA }),
    ev('ARRI', '2026-11-06T12:00:00.000Z', {
      ...at('NLRTM'),
      vessel: BETA,
      eventClassifier: 'EST',
      created: '2026-10-12T21:00:00.000Z',
    }),
    ev('ARRI', '2026-11-07T08:00:00.000Z', {
      ...at('NLRTM'),
      vessel: BETA,
      eventClassifier: 'EST',
      created: '2026-10-20T00:00:00.000Z',
    }),
  ];
}

/** The rest of the chain: arrival, rail to Duisburg, delivery and the empty's return. */
export function rotterdamToDuisburg(): CarrierEvent[] {
  return [
    ev('ARRI', '2026-11-07T10:00:00.000Z', { ...at('NLRTM'), vessel: BETA }),
    ev('DISC', '2026-11-07T20:00:00.000Z', { ...at('NLRTM'), vessel: BETA }),
    ev('LOAD', '2026-11-09T08:00:00.000Z', { ...at('NLRTM'), modeOfTransport: 'RAIL' }),
    ev('DEPA', '2026-11-09T12:00:00.000Z', {
      ...at('NLRTM'),
      modeOfTransport: 'RAIL',
      equipmentReference: BOX,
    }),
    ev('ARRI', '2026-11-10T06:00:00.000Z', {
      ...at('DEDUI'),
      modeOfTransport: 'RAIL',
      equipmentReference: BOX,
    }),
    ev('DISC', '2026-11-10T09:00:00.000Z', { ...at('DEDUI'), modeOfTransport: 'RAIL' }),
    ev('GTOT', '2026-11-11T10:00:00.000Z', at('DEDUI')),
    ev('STRP', '2026-11-12T10:00:00.000Z', at('DEDUI')),
    ev('DROP', '2026-11-13T10:00:00.000Z', { ...at('DEDUI'), emptyIndicator: 'EMPTY' }),
  ];
}

/** The same event as the rules see it (epoch times, canonical place). */
export function timed(e: CarrierEvent): TimedEvent {
  return toTimedEvent(e, testPorts);
}
