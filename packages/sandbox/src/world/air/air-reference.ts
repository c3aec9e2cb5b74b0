import type { LonLat } from '../model.js';
import { readCsv } from '../reference/csv.js';
import { resolveDataDir } from '../reference/data-dir.js';

export interface Airport {
  iata: string;
  icao: string;
  name: string;
  city: string;
  country: string;
  lat: number;
  lon: number;
  timeZone: string;
}

export interface Airline {
  /** 3-digit AWB prefix, e.g. 176. */
  prefix: string;
  /** 2-letter IATA designator flight numbers start with, e.g. EK. */
  iata: string;
  name: string;
  /** The hub its transfers go through. */
  hub: string;
}

/**
 * The cargo airlines the sandbox flies: prefixes and names from data/air/awb_prefixes_partial.csv;
 * designators and hubs are public knowledge kept here because the CSV does not carry them.
 */
const FLEET: readonly { prefix: string; iata: string; hub: string }[] = [
  { prefix: '020', iata: 'LH', hub: 'FRA' },
  { prefix: '057', iata: 'AF', hub: 'CDG' },
  { prefix: '074', iata: 'KL', hub: 'AMS' },
  { prefix: '157', iata: 'QR', hub: 'DOH' },
  { prefix: '160', iata: 'CX', hub: 'HKG' },
  { prefix: '172', iata: 'CV', hub: 'LUX' },
  { prefix: '176', iata: 'EK', hub: 'DXB' },
  { prefix: '180', iata: 'KE', hub: 'ICN' },
  { prefix: '235', iata: 'TK', hub: 'IST' },
  { prefix: '297', iata: 'CI', hub: 'TPE' },
  { prefix: '999', iata: 'CA', hub: 'PEK' },
];

/** Cargo gateways shippers tender at and consignees collect from (real cargo hubs). */
export const GATEWAYS: readonly string[] = [
  'PVG',
  'HKG',
  'CAN',
  'SZX',
  'ICN',
  'NRT',
  'TPE',
  'SIN',
  'DXB',
  'DOH',
  'FRA',
  'AMS',
  'CDG',
  'LHR',
  'LAX',
  'ORD',
  'JFK',
  'ANC',
  'MIA',
  'LUX',
  'IST',
  'PEK',
  'KUL',
];

export interface AirReference {
  airlines: readonly Airline[];
  airport(iata: string): Airport | undefined;
}

const cache = new Map<string, AirReference>();

export function loadAirReference(dataDir = resolveDataDir()): AirReference {
  const hit = cache.get(dataDir);
  if (hit) return hit;
  const airports = new Map<string, Airport>();
  for (const r of readCsv(dataDir, 'air/airports_iata.csv')) {
    airports.set(r.iata ?? '', {
      iata: r.iata ?? '',
      icao: r.icao ?? '',
      name: r.name ?? '',
      city: r.city ?? '',
      country: r.country ?? '',
      lat: Number(r.lat),
      lon: Number(r.lon),
      timeZone: r.tz ?? 'UTC',
    });
  }
  const names = new Map(
    readCsv(dataDir, 'air/awb_prefixes_partial.csv').map((r) => [r.awb_prefix, r.airline]),
  );
  const airlines = FLEET.map((f) => {
    const name = names.get(f.prefix);
    if (!name) throw new Error(`AWB prefix ${f.prefix} missing from air/awb_prefixes_partial.csv`);
    return { ...f, name };
  });
  for (const code of [...GATEWAYS, ...FLEET.map((f) => f.hub)])
    if (!airports.has(code)) throw new Error(`airport ${code} missing from air/airports_iata.csv`);
  const ref: AirReference = { airlines, airport: (iata) => airports.get(iata.trim().toUpperCase()) };
  cache.set(dataDir, ref);
  return ref;
}

export const lonLat = (a: Airport): LonLat => [a.lon, a.lat];
