import { carrierRecordFromRow, createCarrierRegistry } from '../carrier-registry.js';
import type { CarrierRegistry, ContainerPrefixOwner } from '../detect-carrier.js';

/**
 * A slice of data/carriers as the tests need it: rows copied in shape from carriers.csv (the
 * group-wide container prefixes, alternative SCACs, duplicate companies) so each detection rule
 * meets the case that motivated it.
 */
const CMA_GROUP = 'AMCU APLU CMAU CGMU';
const MAERSK_GROUP = 'MAEU MRKU MSKU SUDU';
const ROWS = [
  {
    scac: 'MAEU',
    name: 'Maersk',
    short_name: 'Maersk',
    bl_prefix: 'MAEU',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: carriers.csv's own placeholder
    tracking_url_template: 'https://www.maersk.com/tracking/#tracking?${BLNUM}',
    container_prefixes: MAERSK_GROUP,
  },
  {
    scac: 'SAFM',
    name: 'Safmarine Container Line',
    short_name: 'Safmarine',
    bl_prefix: 'SAFM',
    container_prefixes: MAERSK_GROUP,
  },
  {
    scac: 'SUDU',
    name: 'Hamburg SUD',
    short_name: 'HAMBURG SUD',
    tracking_page: 'https://www.hamburgsud-line.com/track',
    container_prefixes: MAERSK_GROUP,
  },
  { scac: 'CMDU', name: 'CMA CGM', short_name: 'CMA CGM', bl_prefix: 'CMDU', container_prefixes: CMA_GROUP },
  {
    scac: 'APLU',
    name: 'American President Lines',
    short_name: 'APL',
    bl_prefix: 'APLU',
    container_prefixes: CMA_GROUP,
  },
  {
    scac: 'ANNU',
    name: 'Australia National Line',
    short_name: 'ANL',
    bl_prefix: 'ANLC',
    container_prefixes: CMA_GROUP,
  },
  {
    scac: 'MSCU',
    name: 'Mediterranean Shipping Company',
    short_name: 'MSC',
    alternative_scacs: 'MEDU',
    bl_prefix: 'MEDU',
    container_prefixes: 'MEDU MSCU MSKU',
  },
  { scac: 'COSU', name: 'COSCO', short_name: 'COSCO', bl_prefix: 'CCMJ', container_prefixes: 'CBHU CCLU' },
  {
    scac: 'PCIU',
    name: 'Pacific International Lines',
    short_name: 'PIL',
    bl_prefix: 'PABV',
    container_prefixes: 'PCIU',
  },
  { scac: '22AA', name: 'Wan Hai Lines', short_name: 'WHL', container_prefixes: 'TPCU WHLU' },
  {
    scac: 'WHLC',
    name: 'Wan Hai Lines',
    short_name: 'Wan Hai',
    bl_prefix: 'WHLC',
    container_prefixes: 'TPCU WHLU',
  },
  {
    scac: 'CHVW',
    name: 'Swire Shipping',
    short_name: 'Swire Shipping',
    bl_prefix: 'CHVW',
    container_prefixes: 'AWSU',
  },
  {
    scac: 'SSBF',
    name: 'Swire (includes Westwood)',
    short_name: 'Swire',
    bl_prefix: 'SSBF',
    alternative_scacs: 'WWSU',
    container_prefixes: 'AWSU',
  },
  { scac: 'WWSU', name: 'Westwood Shipping Lines', short_name: 'Westwood', container_prefixes: 'WSLU' },
  { scac: 'EUKO', name: 'Eukor', short_name: 'Eukor' },
];

export const OWNERS = new Map<string, ContainerPrefixOwner>([
  [
    'CMAU',
    { owner: 'Compagnie Maritime d Affretement Compagnie Generale Maritime', abbreviation: 'CMA CGM' },
  ],
  [
    'APLU',
    { owner: 'Compagnie Maritime d Affretement Compagnie Generale Maritime', abbreviation: 'CMA CGM' },
  ],
  ['MSKU', { owner: 'Maersk Line', abbreviation: 'Maersk' }],
  ['TPCU', { owner: 'Wan Hai Lines', abbreviation: 'WHL' }],
  ['CSQU', { owner: 'Hapag Lloyd Container Line', abbreviation: 'Hapag' }],
  ['TGHU', { owner: 'Textainer', abbreviation: '' }],
]);

export const RECORDS = ROWS.map(carrierRecordFromRow);

export function testRegistry(owners: ReadonlyMap<string, ContainerPrefixOwner> = OWNERS): CarrierRegistry {
  return createCarrierRegistry(RECORDS, owners);
}
