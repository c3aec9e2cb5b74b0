import type { PortDirectory, PortInfo } from '@tracklane/domain';
import { findReferenceDataDir, readCsvRows } from '../../reference/reference-files.js';

/** A port as the lookup searches it: upper-cased names next to the directory's entry. */
export interface IndexedPort {
  port: PortInfo;
  /** Upper-cased English names (the UN/LOCODE name and its ASCII spelling). */
  names: string[];
}

// The directory only answers `get(code)`; a name-prefix search needs every code once. Built on the
// first lookup, then kept for the life of the directory (a WeakMap, so test apps do not leak).
const indexes = new WeakMap<PortDirectory, IndexedPort[]>();

/**
 * The seaports of data/ports/ports.csv resolved through the directory, so aliases and the rows it
 * leaves out (an airport reusing a port alias) behave exactly as in every other port lookup.
 */
export function portNameIndex(ports: PortDirectory): IndexedPort[] {
  const cached = indexes.get(ports);
  if (cached) return cached;
  const seen = new Set<string>();
  const index: IndexedPort[] = [];
  for (const row of readCsvRows(findReferenceDataDir(), 'ports/ports.csv')) {
    const port = ports.get(row.locode ?? '');
    if (!port || seen.has(port.code)) continue;
    seen.add(port.code);
    const names = [port.nameEn, row.name_ascii ?? ''].filter(Boolean).map((n) => n.toUpperCase());
    index.push({ port, names: [...new Set(names)] });
  }
  indexes.set(ports, index);
  return index;
}
