/**
 * The `*_text` legends gpsd 3.22 prints next to coded fields (gpsd_json.c), verbatim so our output
 * compares equal to gpsdecode's. These are protocol enumerations, not reference data.
 */
const NAV_STATUS = [
  'Under way using engine',
  'At anchor',
  'Not under command',
  'Restricted manoeuverability',
  'Constrained by her draught',
  'Moored',
  'Aground',
  'Engaged in fishing',
  'Under way sailing',
  'Reserved for HSC',
  'Reserved for WIG',
  'Reserved',
  'Reserved',
  'Reserved',
  'Reserved',
  'Not defined',
];

const EPFD = [
  'Undefined',
  'GPS',
  'GLONASS',
  'Combined GPS/GLONASS',
  'Loran-C',
  'Chayka',
  'Integrated navigation system',
  'Surveyed',
  'Galileo',
];

const AID_TYPE = [
  'Unspecified',
  'Reference point',
  'RACON',
  'Fixed offshore structure',
  'Spare, Reserved for future use.',
  'Light, without sectors',
  'Light, with sectors',
  'Leading Light Front',
  'Leading Light Rear',
  'Beacon, Cardinal N',
  'Beacon, Cardinal E',
  'Beacon, Cardinal S',
  'Beacon, Cardinal W',
  'Beacon, Port hand',
  'Beacon, Starboard hand',
  'Beacon, Preferred Channel port hand',
  'Beacon, Preferred Channel starboard hand',
  'Beacon, Isolated danger',
  'Beacon, Safe water',
  'Beacon, Special mark',
  'Cardinal Mark N',
  'Cardinal Mark E',
  'Cardinal Mark S',
  'Cardinal Mark W',
  'Port hand Mark',
  'Starboard hand Mark',
  'Preferred Channel Port hand',
  'Preferred Channel Starboard hand',
  'Isolated danger',
  'Safe Water',
  'Special Mark',
  'Light Vessel / LANBY / Rigs',
];

const HAZARD = ['all ships of this type', 'Hazardous category A', 'Hazardous category B'];
const HAZARD_TAIL = ['Hazardous category C', 'Hazardous category D'];
const RESERVED4 = Array<string>(4).fill('Reserved for future use');

/** Ship types 20–29 and 40–99 follow one pattern per decade: "<kind> - <detail>". */
function decade(kind: string, last: string): string[] {
  return [...HAZARD, ...HAZARD_TAIL, ...RESERVED4, last].map((detail) => `${kind} - ${detail}`);
}

const SHIP_TYPE: readonly string[] = [
  'Not available',
  ...Array<string>(19).fill('Reserved for future use'),
  ...decade('Wing in ground (WIG)', 'Reserved for future use'),
  'Fishing',
  'Towing',
  'Towing: length exceeds 200m or breadth exceeds 25m',
  'Dredging or underwater ops',
  'Diving ops',
  'Military ops',
  'Sailing',
  'Pleasure Craft',
  'Reserved',
  'Reserved',
  ...decade('High speed craft (HSC)', 'No additional information'),
  'Pilot Vessel',
  'Search and Rescue vessel',
  'Tug',
  'Port Tender',
  'Anti-pollution equipment',
  'Law Enforcement',
  'Spare - Local Vessel',
  'Spare - Local Vessel',
  'Medical Transport',
  'Ship according to RR Resolution No. 18',
  ...decade('Passenger', 'No additional information'),
  ...decade('Cargo', 'No additional information'),
  ...decade('Tanker', 'No additional information'),
  ...decade('Other Type', 'no additional information'),
];

const STATION_TYPE = [
  'All types of mobiles',
  'Reserved for future use',
  'All types of Class B mobile stations',
  'SAR airborne mobile station',
  'Aid to Navigation station',
  'Class B shipborne mobile station',
  ...Array<string>(4).fill('Regional use and inland waterways'),
  ...Array<string>(6).fill('Reserved for future use'),
];

export const navStatusText = (code: number): string => NAV_STATUS[code] ?? 'Not defined';
export const epfdText = (code: number): string => EPFD[code] ?? 'INVALID EPFD';
export const shipTypeText = (code: number): string => SHIP_TYPE[code] ?? 'INVALID SHIP TYPE';
export const aidTypeText = (code: number): string => AID_TYPE[code] ?? 'INVALID NAVAID TYPE';
export const stationTypeText = (code: number): string => STATION_TYPE[code] ?? 'INVALID STATION TYPE';
