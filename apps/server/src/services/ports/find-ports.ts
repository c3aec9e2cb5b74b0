import type { PortDirectory, PortInfo, PortLocation } from '@tracklane/domain';
import { portNameIndex } from './port-name-index.js';

/** views.md §9: the lookup answers only keys of this length or more. */
export const PORT_KEY_MIN_LENGTH = 4;
export const PORT_LOOKUP_LIMIT = 20;

function toLocation(port: PortInfo, code = port.code): PortLocation | null {
  if (port.lat === null || port.lon === null) return null;
  return {
    code,
    name: port.nameEn,
    // The directory falls back to the English name; only a real Chinese name is worth sending.
    ...(port.nameCn && port.nameCn !== port.nameEn ? { nameCn: port.nameCn } : {}),
    country: port.country,
    lat: port.lat,
    lon: port.lon,
  };
}

/**
 * GET /vessel2/location/ports. `codes`: exact UN/LOCODEs (aliases too) in the order asked, each
 * answered under the code asked so the port map can match them; unknown codes are skipped.
 * `key`: a code or name prefix, exact code first, then code prefixes, then name prefixes; keys
 * shorter than 4 characters find nothing (views.md §5). At most 20 ports, all with coordinates.
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

  const key = (input.key ?? '').trim().toUpperCase();
  if (key.length < PORT_KEY_MIN_LENGTH) return out;
  const exact = input.ports.get(key);
  if (exact) add(toLocation(exact));
  const index = portNameIndex(input.ports);
  for (const { port } of index) if (port.code.startsWith(key)) add(toLocation(port));
  for (const { port, names } of index) if (names.some((name) => name.startsWith(key))) add(toLocation(port));
  return out;
}
