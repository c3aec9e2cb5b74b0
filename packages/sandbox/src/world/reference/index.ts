import type { CarrierRef, Port } from '../model.js';
import { loadCarriers, loadContainerOwners, loadMids } from './carriers.js';
import { resolveDataDir } from './data-dir.js';
import { loadPorts } from './ports.js';

export { resolveDataDir } from './data-dir.js';

export interface PortIndex {
  get(code: string): Port | undefined;
  all(): readonly Port[];
}

export interface ReferenceData {
  dataDir: string;
  ports: PortIndex;
  carriers: readonly CarrierRef[];
  carrier(scac: string): CarrierRef | undefined;
  /** MID (3 digits) → flag state name as in mid_country_codes.csv */
  mids: ReadonlyMap<string, string>;
  /** BIC prefix (4 letters) → owner name */
  containerOwners: ReadonlyMap<string, string>;
}

// Loading parses ~12k ports and assigns time zones; do it once per folder per process.
const loaded = new Map<string, ReferenceData>();

/** The reference data under data/ (see data/SOURCES.md), loaded synchronously and memoised. */
export function loadReferenceData(options?: { dataDir?: string }): ReferenceData {
  const dataDir = resolveDataDir(options?.dataDir);
  const cached = loaded.get(dataDir);
  if (cached) return cached;
  const { carriers, byScac } = loadCarriers(dataDir);
  const data: ReferenceData = {
    dataDir,
    ports: loadPorts(dataDir),
    carriers,
    carrier: (scac) => byScac.get(scac.trim().toUpperCase()),
    mids: loadMids(dataDir),
    containerOwners: loadContainerOwners(dataDir),
  };
  loaded.set(dataDir, data);
  return data;
}
