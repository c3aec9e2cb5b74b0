import {
  type PortDirectory,
  type PortInfo,
  type PortLocation,
  portKeyLongEnough,
  portSearchText,
} from '@tracklane/domain';
import { portNameIndex } from './port-name-index.js';

export const PORT_LOOKUP_LIMIT = 20;

function toLocation(port: PortInfo, code = port.code): PortLocation | null {
  if (port.lat === null || port.lon === null) return null;
  return {
    code,
    name: port.nameEn,
    // The directory falls back to the English name; only a real Chinese name is worth sending.
    ...(port.nameCn && port.nameCn !== port.nameEn ? { nameCn: port.nameCn } : {}),
    ...(port.nameJp ? { nameJp: port.nameJp } : {}),
    country: port.country,
    lat: port.lat,
    lon: port.lon,
  };
}

/**
 * GET /vessel2/location/ports. `codes`: exact UN/LOCODEs (aliases too) in the order asked, each
 * answered under the code asked so the port map can match them; unknown codes are skipped.
 * `key`: a code (any alias) or a name prefix in English, Chinese or Japanese (kana too): exact
 * code first, then code prefixes, then name prefixes, each port under its product code (CNSHA).
 * Latin keys shorter than 4 characters find nothing (views.md §5); Chinese and Japanese keys
 * count from 2 (上海). At most 20 ports, all with coordinates.
 */
export function findPorts(input: { ports: PortDirectory; key?: string; codes?: string[] }): PortLocation[] {
  const out: PortLocation[] = [];
  const taken = new Set<string>();
  const add = (location: PortLocation | null) => {
    if (!location || taken.has(location.code) || out.length >= PORT_LOOKUP_LIMIT) return;
    taken.add(location.code);
    out.push(location);
  };

  for (const raw of input.codes ?? []) {
    const code = raw.trim().toUpperCase();
    const port = code ? input.ports.get(code) : undefined;
    if (port) add(toLocation(port, code));
  }

  if (!portKeyLongEnough(input.key ?? '')) return out;
  const key = portSearchText(input.key ?? '');
  const exact = input.ports.get(key);
  if (exact) add(toLocation(exact));
  const index = portNameIndex(input.ports);
  for (const { port, codes } of index) if (codes.some((code) => code.startsWith(key))) add(toLocation(port));
  for (const { port, names } of index) if (names.some((name) => name.startsWith(key))) add(toLocation(port));
  return out;
}
