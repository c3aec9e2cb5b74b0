import type { CarrierRef } from '../model.js';
import { readCsv } from './csv.js';

/** A BIC owner prefix: three letters plus the equipment category U (freight container). */
const OWNER_PREFIX = /^[A-Z]{3}U$/;

export interface CarrierTable {
  carriers: CarrierRef[];
  /** SCAC → carrier, including the alternative SCACs a carrier also uses (e.g. MEDU for MSC). */
  byScac: Map<string, CarrierRef>;
}

export function loadCarriers(dataDir: string): CarrierTable {
  const carriers: CarrierRef[] = [];
  const byScac = new Map<string, CarrierRef>();
  const alternatives: [string, CarrierRef][] = [];
  for (const row of readCsv(dataDir, 'carriers/carriers.csv')) {
    const scac = row.scac ?? '';
    if (!scac) continue;
    const carrier: CarrierRef = {
      scac,
      name: row.name || scac,
      shortName: row.short_name || row.name || scac,
      // Many carriers print their SCAC before the B/L number; bl_prefix lists the exceptions.
      blPrefix: row.bl_prefix || scac,
      containerPrefixes: (row.container_prefixes ?? '')
        .split(/\s+/)
        .filter((code) => OWNER_PREFIX.test(code)),
    };
    carriers.push(carrier);
    byScac.set(scac, carrier);
    for (const alt of (row.alternative_scacs ?? '').split(/\s+/)) if (alt) alternatives.push([alt, carrier]);
  }
  // A carrier's own SCAC wins over another carrier's alternative code, whatever the row order.
  for (const [alt, carrier] of alternatives) if (!byScac.has(alt)) byScac.set(alt, carrier);
  return { carriers, byScac };
}

/** BIC prefix (4 letters) → owner name, from container_prefix_owner.csv. */
export function loadContainerOwners(dataDir: string): Map<string, string> {
  const owners = new Map<string, string>();
  for (const row of readCsv(dataDir, 'carriers/container_prefix_owner.csv')) {
    if (row.bic_prefix && row.owner) owners.set(row.bic_prefix, row.owner);
  }
  return owners;
}

/** MID (3 digits) → flag state name as written in mid_country_codes.csv. */
export function loadMids(dataDir: string): Map<string, string> {
  const mids = new Map<string, string>();
  for (const row of readCsv(dataDir, 'ais/mid_country_codes.csv')) {
    if (row.prefix && row.country) mids.set(row.prefix, row.country);
  }
  return mids;
}
