/**
 * The AIS ship type (ITU-R M.1371 table 53) to the key of its category in vessels.json
 * (`shipType.*`). The second digit of 20–99 only refines hazard categories, which the list does
 * not show, so the categories are by tens except where the tens hold distinct kinds (3x, 5x).
 */
export type ShipTypeKey =
  | 'wig'
  | 'fishing'
  | 'towing'
  | 'dredging'
  | 'diving'
  | 'military'
  | 'sailing'
  | 'pleasure'
  | 'highSpeed'
  | 'pilot'
  | 'searchRescue'
  | 'tug'
  | 'portTender'
  | 'antiPollution'
  | 'lawEnforcement'
  | 'medical'
  | 'passenger'
  | 'cargo'
  | 'tanker'
  | 'other'
  | 'unknown';

const SINGLE: Record<number, ShipTypeKey> = {
  30: 'fishing',
  31: 'towing',
  32: 'towing',
  33: 'dredging',
  34: 'diving',
  35: 'military',
  36: 'sailing',
  37: 'pleasure',
  50: 'pilot',
  51: 'searchRescue',
  52: 'tug',
  53: 'portTender',
  54: 'antiPollution',
  55: 'lawEnforcement',
  58: 'medical',
};

const BY_TENS: Record<number, ShipTypeKey> = {
  2: 'wig',
  4: 'highSpeed',
  6: 'passenger',
  7: 'cargo',
  8: 'tanker',
  9: 'other',
};

export function shipTypeKey(code: number | null): ShipTypeKey {
  if (code === null || !Number.isInteger(code) || code <= 0 || code > 99) return 'unknown';
  return SINGLE[code] ?? BY_TENS[Math.floor(code / 10)] ?? 'other';
}
