import {
  type CarrierRegistry,
  type ContainerPrefixOwner,
  carrierRecordFromRow,
  containerPrefixOwnerFromRow,
  createCarrierRegistry,
} from '@tracklane/domain';
import { readCsvRows } from './reference-files.js';

/**
 * The carrier registry from data/carriers: carriers.csv (one row per SCAC) and the BIC register
 * of container prefix owners, which detection uses to tell group members apart. Rows without a
 * SCAC are skipped rather than registered under an empty code.
 */
export function loadCarrierRegistry(dataDir: string): CarrierRegistry {
  const records = readCsvRows(dataDir, 'carriers/carriers.csv')
    .map(carrierRecordFromRow)
    .filter((record) => /^[A-Z0-9]{2,10}$/.test(record.code));
  const owners = new Map<string, ContainerPrefixOwner>();
  for (const row of readCsvRows(dataDir, 'carriers/container_prefix_owner.csv')) {
    const entry = containerPrefixOwnerFromRow(row);
    if (entry) owners.set(entry[0], entry[1]);
  }
  return createCarrierRegistry(records, owners);
}
