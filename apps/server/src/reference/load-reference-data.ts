import type { CarrierRegistry, PortDirectory } from '@tracklane/domain';
import { loadCarrierRegistry } from './load-carriers.js';
import { loadMidDirectory, type MidDirectory } from './load-mids.js';
import { loadPortDirectory } from './load-ports.js';
import { findReferenceDataDir } from './reference-files.js';

/** Reference data the server needs at run time, loaded from data/ once at start. */
export interface ReferenceData {
  carriers: CarrierRegistry;
  ports: PortDirectory;
  /** MMSI MID → flag state (data/ais). */
  mids: MidDirectory;
}

/**
 * Reads data/carriers, data/ports and data/ais once (a few hundred ms, mostly the 12,000 ports) and keeps them
 * in memory for the life of the process. `dataDir` defaults to the folder found by
 * findReferenceDataDir (TRACKLANE_DATA_DIR or the repository's data/).
 */
export function loadReferenceData(dataDir: string = findReferenceDataDir()): ReferenceData {
  return {
    carriers: loadCarrierRegistry(dataDir),
    ports: loadPortDirectory(dataDir),
    mids: loadMidDirectory(dataDir),
  };
}
