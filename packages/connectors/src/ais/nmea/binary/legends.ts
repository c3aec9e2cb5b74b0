/**
 * The `*_text` legends gpsd 3.22 prints for binary payloads (gpsd_json.c), verbatim so our output
 * compares equal to gpsdecode's, misspellings included. A code past the end of a table gets
 * gpsd's "INVALID …" text.
 */
const pick = (table: readonly string[], code: number, invalid: string): string => table[code] ?? invalid;

const TRENDS = ['steady', 'increasing', 'decreasing', 'N/A'];
const PRECIPITATION = [
  'reserved',
  'rain',
  'thunderstorm',
  'freezing rain',
  'mixed/ice',
  'snow',
  'reserved',
  'N/A',
];
const ICE = ['no', 'yes', 'reserved', 'N/A'];
export const trendText = (code: number): string => TRENDS[code] as string;
export const precipitationText = (code: number): string => PRECIPITATION[code] as string;
export const iceText = (code: number): string => ICE[code] as string;

const SIGNALS = [
  'N/A',
  'Serious emergency – stop or divert according to instructions.',
  'Vessels shall not proceed.',
  'Vessels may proceed. One way traffic.',
  'Vessels may proceed. Two way traffic.',
  'Vessels shall proceed on specific orders only.',
  'Vessels in main channel shall not proceed.',
  'Vessels in main channel shall proceed on specific orders only.',
  'Vessels in main channel shall proceed on specific orders only.',
  'I = "in-bound" only acceptable.',
  'O = "out-bound" only acceptable.',
  'F = both "in- and out-bound" acceptable.',
  'XI = Code will shift to "I" in due time.',
  'XO = Code will shift to "O" in due time.',
  'X = Vessels shall proceed only on direction.',
];
export const signalText = (code: number): string => pick(SIGNALS, code, 'INVALID SIGNAL TYPE');

const ROUTE_TYPES = [
  'Undefined (default)',
  'Mandatory',
  'Recommended',
  'Alternative',
  'Recommended route through ice',
  'Ship route plan',
];
export function routeTypeText(code: number): string {
  if (code === 31) return 'Cancel route identified by message linkage';
  return ROUTE_TYPES[code] ?? 'Reserved for future use.';
}

export const ID_TYPES = ['mmsi', 'imo', 'callsign', 'other'] as const;

const RACON = ['No RACON installed', 'RACON not monitored', 'RACON operational', 'RACON ERROR'];
const LIGHT = ['No light or no monitoring', 'Light ON', 'Light OFF', 'Light ERROR'];
export const raconText = (code: number): string => RACON[code] as string;
export const lightText = (code: number): string => LIGHT[code] as string;

const RTA_STATUS = ['Operational', 'Limited operation', 'Out of order', 'N/A'];
export const rtaStatusText = (code: number): string => RTA_STATUS[code] as string;

const BERTH_POSITIONS = [
  'Not available',
  'Port-side to',
  'Starboard-side to',
  'Mediterranean (end-on) mooring',
  'Mooring buoy',
  'Anchorage',
  'Reserved for future use',
  'Reserved for future use',
];
export const berthPositionText = (code: number): string => BERTH_POSITIONS[code] as string;

const HAZARDS = [
  '0 blue cones/lights',
  '1 blue cone/light',
  '2 blue cones/lights',
  '3 blue cones/lights',
  '4 B-Flag',
  'Unknown',
];
/** Above this hazard code gpsd does not take a DAC 200 FI 10 payload for inland static data. */
export const MAX_HAZARD = HAZARDS.length - 1;
export const hazardText = (code: number): string => pick(HAZARDS, code, 'INVALID HAZARD TYPE');

const LOAD_STATUS = ['N/A (default)', 'Unloaded', 'Loaded'];
export const loadStatusText = (code: number): string => pick(LOAD_STATUS, code, 'INVALID LOAD STATUS');

const EMMA_TYPES = [
  'Not Available',
  'Wind',
  'Rain',
  'Snow and ice',
  'Thunderstorm',
  'Fog',
  'Low temperature',
  'High temperature',
  'Flood',
  'Forest Fire',
];
const EMMA_CLASSES = ['Slight', 'Medium', 'Strong'];
const EMMA_WINDS = [
  'N/A',
  'North',
  'North East',
  'East',
  'South East',
  'South',
  'South West',
  'West',
  'North West',
];
export const emmaTypeText = (code: number): string => pick(EMMA_TYPES, code, 'INVALID EMMA TYPE');
// gpsd reuses the type's invalid text for the class.
export const emmaClassText = (code: number): string => pick(EMMA_CLASSES, code, 'INVALID EMMA TYPE');
export const emmaWindText = (code: number): string => pick(EMMA_WINDS, code, 'INVALID EMMA WIND DIRECTION');

const DIRECTIONS = ['Unknown', 'Upstream', 'Downstream', 'To left bank', 'To right bank'];
const LIGHT_STATUS = [
  'Unknown',
  'No light',
  'White',
  'Yellow',
  'Green',
  'Red',
  'White flashing',
  'Yellow flashing.',
];
export const directionText = (code: number): string => pick(DIRECTIONS, code, 'INVALID DIRECTION');
export const signalStatusText = (code: number): string => pick(LIGHT_STATUS, code, 'INVALID STATUS');

/**
 * Inland ship types (ERI codes) with the sea-going AIS type each maps to. gpsd matches a value
 * against either column, first row first, so an AIS type names the first ERI type mapped to it.
 */
const INLAND_SHIP_TYPES: readonly (readonly [number, number, string])[] = [
  [8000, 99, 'Vessel, type unknown'],
  [8010, 79, 'Motor freighter'],
  [8020, 89, 'Motor tanker'],
  [8021, 80, 'Motor tanker, liquid cargo, type N'],
  [8022, 80, 'Motor tanker, liquid cargo, type C'],
  [8023, 89, 'Motor tanker, dry cargo as if liquid (e.g. cement)'],
  [8030, 79, 'Container vessel'],
  [8040, 80, 'Gas tanker'],
  [8050, 79, 'Motor freighter, tug'],
  [8060, 89, 'Motor tanker, tug'],
  [8070, 79, 'Motor freighter with one or more ships alongside'],
  [8080, 89, 'Motor freighter with tanker'],
  [8090, 79, 'Motor freighter pushing one or more freighters'],
  [8100, 89, 'Motor freighter pushing at least one tank-ship'],
  [8110, 79, 'Tug, freighter'],
  [8120, 89, 'Tug, tanker'],
  [8130, 31, 'Tug freighter, coupled'],
  [8140, 31, 'Tug, freighter/tanker, coupled'],
  [8150, 99, 'Freightbarge'],
  [8160, 99, 'Tankbarge'],
  [8161, 90, 'Tankbarge, liquid cargo, type N'],
  [8162, 90, 'Tankbarge, liquid cargo, type C'],
  [8163, 99, 'Tankbarge, dry cargo as if liquid (e.g. cement)'],
  [8170, 99, 'Freightbarge with containers'],
  [8180, 90, 'Tankbarge, gas'],
  [8210, 79, 'Pushtow, one cargo barge'],
  [8220, 79, 'Pushtow, two cargo barges'],
  [8230, 79, 'Pushtow, three cargo barges'],
  [8240, 79, 'Pushtow, four cargo barges'],
  [8250, 79, 'Pushtow, five cargo barges'],
  [8260, 79, 'Pushtow, six cargo barges'],
  [8270, 79, 'Pushtow, seven cargo barges'],
  [8280, 79, 'Pushtow, eigth cargo barges'],
  [8290, 79, 'Pushtow, nine or more barges'],
  [8310, 80, 'Pushtow, one tank/gas barge'],
  [8320, 80, 'Pushtow, two barges at least one tanker or gas barge'],
  [8330, 80, 'Pushtow, three barges at least one tanker or gas barge'],
  [8340, 80, 'Pushtow, four barges at least one tanker or gas barge'],
  [8350, 80, 'Pushtow, five barges at least one tanker or gas barge'],
  [8360, 80, 'Pushtow, six barges at least one tanker or gas barge'],
  [8370, 80, 'Pushtow, seven barges at least one tanker or gas barg'],
];
export function inlandShipTypeText(code: number): string {
  const row = INLAND_SHIP_TYPES.find(([eri, ais]) => eri === code || ais === code);
  return row ? row[2] : 'Illegal ship type value.';
}
