import type { Carrier, Port, PortCall, PortCallStatus, Service, Vessel, Voyage } from '../../world/model.js';

/**
 * Hand-written reference data and voyages of the test world: two services of one carrier, a
 * mainline (AE1, Shanghai–Singapore–Rotterdam) and a feeder (IA2, Singapore–Jakarta), with a blank
 * sailing and a voyage whose Singapore call is omitted. Times are days relative to the anchor.
 */
export const ANCHOR = Date.UTC(2026, 2, 1, 0, 0, 0);
export const DAY = 86_400_000;
export const at = (days: number): number => ANCHOR + Math.round(days * DAY);

export const PORTS: readonly Port[] = [
  {
    locode: 'CNSGH',
    aliases: ['CNSHA'],
    name: 'Shanghai',
    country: 'CN',
    lat: 31.23,
    lon: 121.47,
    timeZone: 'Asia/Shanghai',
  },
  {
    locode: 'SGSIN',
    aliases: [],
    name: 'Singapore',
    country: 'SG',
    lat: 1.26,
    lon: 103.84,
    timeZone: 'Asia/Singapore',
  },
  {
    locode: 'NLRTM',
    aliases: [],
    name: 'Rotterdam',
    country: 'NL',
    lat: 51.95,
    lon: 4.14,
    timeZone: 'Europe/Amsterdam',
  },
  {
    locode: 'IDJKT',
    aliases: [],
    name: 'Jakarta',
    country: 'ID',
    lat: -6.1,
    lon: 106.88,
    timeZone: 'Asia/Jakarta',
  },
];

export const CARRIERS: readonly Carrier[] = [
  {
    scac: 'MAEU',
    name: 'Maersk A/S',
    shortName: 'Maersk',
    blPrefix: 'MAEU',
    containerPrefixes: ['MSKU', 'MRKU'],
  },
];

const vessel = (imo: string, name: string, serviceCode: string, teu: number): Vessel => ({
  imo,
  mmsi: `219${imo.slice(1)}0`.slice(0, 9),
  name,
  callSign: `OX${imo.slice(-3)}`,
  flag: 'Denmark',
  shipType: 71,
  aisClass: 'A',
  lengthM: 300,
  beamM: 48,
  draughtM: 14,
  teu,
  serviceCode,
  operatorScac: 'MAEU',
  homePort: null,
  serviceSpeedKn: 18,
});

export const VESSELS: readonly Vessel[] = [
  vessel('9778791', 'MAERSK ESSEN', 'AE1', 13_000),
  vessel('9632179', 'MAERSK EDINBURGH', 'AE1', 13_000),
  vessel('9400071', 'MAERSK JAKARTA FEEDER', 'IA2', 1_700),
];

export const SERVICES: readonly Service[] = [
  {
    code: 'AE1',
    name: 'Asia Europe 1',
    lane: 'ASIA_EUROPE',
    operatorScac: 'MAEU',
    partnerScacs: [],
    rotation: ['CNSGH', 'SGSIN', 'NLRTM'],
    vesselImos: ['9778791', '9632179'],
    loopWeeks: 2,
  },
  {
    code: 'IA2',
    name: 'Intra Asia 2',
    lane: 'INTRA_ASIA',
    operatorScac: 'MAEU',
    partnerScacs: [],
    rotation: ['SGSIN', 'IDJKT'],
    vesselImos: ['9400071'],
    loopWeeks: 1,
  },
];

type CallPlan = [
  locode: string,
  terminal: string | null,
  arriveDay: number,
  departDay: number,
  delayH: number,
  status?: PortCallStatus,
];

function voyage(
  serviceCode: string,
  imo: string,
  loop: number,
  voyageNumber: string,
  uvr: string,
  plan: readonly CallPlan[],
  blank = false,
): Voyage {
  const calls: PortCall[] = plan.map(([locode, terminalCode, arr, dep, delayH, status], seq) => {
    const shift = status === 'OMITTED' || blank ? 0 : delayH * 3_600_000;
    return {
      seq,
      locode,
      terminalCode,
      status: blank ? 'BLANKED' : (status ?? 'SCHEDULED'),
      plannedArrival: at(arr),
      plannedDeparture: at(dep),
      actualArrival: at(arr) + shift,
      actualDeparture: at(dep) + shift,
      cutOffs: {
        documentation: at(arr - 3),
        vgm: at(arr - 2),
        cargo: at(arr - 1),
        customs: at(arr - 0.5),
        portOpening: at(arr - 6),
        manifest: null,
      },
    };
  });
  return {
    id: `${serviceCode}-${imo}-${loop}`,
    serviceCode,
    vesselImo: imo,
    voyageNumber,
    universalVoyageReference: uvr,
    calls,
    blank,
  };
}

export const VOYAGES: readonly Voyage[] = [
  voyage('AE1', '9778791', 0, '608W', '2608W', [
    ['CNSGH', 'SGH', -10, -9, 6],
    ['SGSIN', 'PPT', -4, -3.5, 10],
    ['NLRTM', 'ECT', 20, 21, 30],
  ]),
  voyage(
    'AE1',
    '9632179',
    0,
    '610W',
    '2610W',
    [
      ['CNSGH', 'SGH', 4, 5, 0],
      ['SGSIN', 'PPT', 10, 10.5, 0],
      ['NLRTM', 'ECT', 34, 35, 0],
    ],
    true,
  ),
  voyage('AE1', '9778791', 1, '612W', '2612W', [
    ['CNSGH', 'SGH', 18, 19, 2],
    ['SGSIN', 'PPT', 24, 24.5, 0, 'OMITTED'],
    ['NLRTM', 'ECT', 46, 47, 0],
  ]),
  voyage('IA2', '9400071', 0, '609S', '2609S', [
    ['SGSIN', 'PPT', -2, -1, 3],
    ['IDJKT', 'JIT', 1, 1.5, 5],
  ]),
  voyage('IA2', '9400071', 1, '611S', '2611S', [
    ['SGSIN', 'PPT', 5, 6, 0],
    ['IDJKT', 'JIT', 8, 8.5, 0],
  ]),
];
