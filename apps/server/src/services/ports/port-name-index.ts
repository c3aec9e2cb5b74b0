import { type PortDirectory, type PortInfo, portSearchText } from '@tracklane/domain';
import { findReferenceDataDir, readCsvRows } from '../../reference/reference-files.js';

/** A port as the lookup searches it: its codes and names folded for search, next to the entry. */
export interface IndexedPort {
  port: PortInfo;
  /** The port's code and every alias (CNSHA, CNSGH). */
  codes: string[];
  /** Names folded by portSearchText: English (and its ASCII spelling), Chinese, Japanese, kana. */
  names: string[];
}

// The directory answers `get(code)` and, when loaded from data/, `all()`; a name-prefix search
// needs every port once. Built on the first lookup, then kept for the life of the directory (a
// WeakMap, so test apps do not leak).
const indexes = new WeakMap<PortDirectory, IndexedPort[]>();

/** Every port once: the directory's own list, else ports.csv resolved through the directory. */
function everyPort(ports: PortDirectory): { port: PortInfo; ascii?: string }[] {
  const ascii = new Map<string, string>();
  const out: { port: PortInfo; ascii?: string }[] = [];
  const seen = new Set<PortInfo>();
  for (const row of readCsvRows(findReferenceDataDir(), 'ports/ports.csv')) {
    const port = ports.get(row.locode ?? '');
    if (!port) continue;
    if (row.name_ascii) ascii.set(port.code, row.name_ascii);
    if (!ports.all && !seen.has(port)) {
      seen.add(port);
      out.push({ port });
    }
  }
  const list = ports.all ? ports.all().map((port) => ({ port })) : out;
  return list.map(({ port }) => {
    const name = ascii.get(port.code);
    return name ? { port, ascii: name } : { port };
  });
}

/**
 * The seaports of the directory with their codes and names folded for search, so aliases and the
 * rows it leaves out (an airport reusing a port alias) behave exactly as in every other lookup.
 */
export function portNameIndex(ports: PortDirectory): IndexedPort[] {
  const cached = indexes.get(ports);
  if (cached) return cached;
  const index = everyPort(ports).map(({ port, ascii }) => {
    const names = [port.nameEn, ascii, port.nameCn, port.nameJp, port.nameKana]
      .filter((n): n is string => Boolean(n))
      .map(portSearchText);
    return { port, codes: [port.code, ...(port.aliases ?? [])], names: [...new Set(names)] };
  });
  indexes.set(ports, index);
  return index;
}
