import type { Port } from '../model.js';
import { readCsv, readJson } from './csv.js';
import type { PortIndex } from './index.js';
import { assignTimeZones } from './time-zones.js';

interface SeaPortsEntry {
  timezone?: string;
  unlocs?: string[];
}

let supportedZones: Set<string> | undefined;

/** Whether the runtime knows the zone; sea-ports has a few non-zones such as America/Argentina. */
function isValidZone(zone: string): boolean {
  // The supported list is cheap to check; building a formatter per zone costs ~0.4 ms each.
  supportedZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (supportedZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Locode → IANA zone from sea-ports_ports.json; an entry's own key wins over its `unlocs`. */
function knownZones(dataDir: string): Map<string, string> {
  const raw = readJson(dataDir, 'ports/sea-ports_ports.json') as Record<string, SeaPortsEntry>;
  const valid = new Map<string, boolean>();
  const zoneOf = (entry: SeaPortsEntry): string | undefined => {
    const zone = entry.timezone;
    if (!zone) return undefined;
    if (!valid.has(zone)) valid.set(zone, isValidZone(zone));
    return valid.get(zone) ? zone : undefined;
  };
  const zones = new Map<string, string>();
  for (const [code, entry] of Object.entries(raw)) {
    const zone = zoneOf(entry);
    if (zone) zones.set(code, zone);
  }
  for (const entry of Object.values(raw)) {
    const zone = zoneOf(entry);
    if (!zone) continue;
    for (const code of entry.unlocs ?? []) if (!zones.has(code)) zones.set(code, zone);
  }
  return zones;
}

/** Canonical seaport code → other codes carriers send for it (see data/ports/port-aliases.json). */
function readAliases(dataDir: string): Map<string, string[]> {
  const raw = readJson(dataDir, 'ports/port-aliases.json') as { aliases?: Record<string, string[]> };
  return new Map(Object.entries(raw.aliases ?? {}));
}

/**
 * Loads data/ports: every seaport once under its canonical locode, also reachable by its
 * aliases. An alias that is itself a row of ports.csv (an airport code reused by carriers) is
 * dropped as a port of its own, so `get('CNSHA')` can only mean the seaport.
 */
export function loadPorts(dataDir: string): PortIndex {
  const aliases = readAliases(dataDir);
  const aliasCodes = new Set([...aliases.values()].flat());
  const rows = readCsv(dataDir, 'ports/ports.csv')
    .filter((row) => row.locode && !aliasCodes.has(row.locode))
    .map((row) => ({
      locode: row.locode ?? '',
      name: row.name ?? '',
      country: row.country ?? '',
      lat: Number(row.lat),
      lon: Number(row.lon),
    }))
    .filter((row) => Number.isFinite(row.lat) && Number.isFinite(row.lon));
  const zones = assignTimeZones(rows, knownZones(dataDir));

  const byCode = new Map<string, Port>();
  const ports: Port[] = [];
  for (const row of rows) {
    const port: Port = {
      ...row,
      aliases: aliases.get(row.locode) ?? [],
      timeZone: zones.get(row.locode) ?? 'Etc/GMT',
    };
    ports.push(port);
    byCode.set(port.locode, port);
  }
  for (const port of ports) for (const alias of port.aliases) byCode.set(alias, port);

  return {
    get: (code) => byCode.get(code.trim().toUpperCase()),
    all: () => ports,
  };
}
