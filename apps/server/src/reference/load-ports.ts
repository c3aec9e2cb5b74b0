import type { PortDirectory, PortInfo } from '@tracklane/domain';
import { zonesWithNearestGuess } from './nearest-zone.js';
import { readCsvRows, readJsonFile } from './reference-files.js';

interface SeaPortsEntry {
  timezone?: string;
  unlocs?: string[];
}

function isKnownZone(zone: string, supported: ReadonlySet<string>): boolean {
  if (supported.has(zone)) return true;
  // Links such as Asia/Calcutta are valid but absent from supportedValuesOf's canonical list.
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * UN/LOCODE → IANA zone from sea-ports_ports.json. An entry's own key wins over the codes it
 * lists in `unlocs`; zones the runtime does not know (sea-ports has a few) are dropped.
 */
function readTimeZones(dataDir: string): Map<string, string> {
  const entries = readJsonFile(dataDir, 'ports/sea-ports_ports.json') as Record<string, SeaPortsEntry>;
  const supported = new Set(Intl.supportedValuesOf('timeZone'));
  const checked = new Map<string, boolean>();
  const usable = (zone: string | undefined): zone is string => {
    if (!zone) return false;
    if (!checked.has(zone)) checked.set(zone, isKnownZone(zone, supported));
    return checked.get(zone) === true;
  };
  const zones = new Map<string, string>();
  for (const [code, entry] of Object.entries(entries))
    if (usable(entry.timezone)) zones.set(code, entry.timezone);
  for (const entry of Object.values(entries)) {
    if (!usable(entry.timezone)) continue;
    for (const code of entry.unlocs ?? []) if (!zones.has(code)) zones.set(code, entry.timezone);
  }
  return zones;
}

function coordinate(value: string | undefined): number | null {
  const number = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : null;
}

interface PortAliasFile {
  aliases?: Record<string, string[]>;
  productCodes?: Record<string, string>;
}

interface PortNameFile {
  names?: Record<string, { zh?: string; jp?: string; kana?: string }>;
}

/**
 * Seaports of data/ports/ports.csv, each under the product's code, also reachable by every other
 * code of the port (port-aliases.json). An alias that is a row of its own in ports.csv (the
 * airport reusing the code) is not a port here, so CNSHA always means the seaport.
 * The product's code is the ports.csv row's UN/LOCODE except where `productCodes` names the code
 * forwarders and carriers use instead: Shanghai is CNSHA (UN/LOCODE's CNSGH still finds it).
 * Chinese and Japanese names come from port-names.json (curated for the main ports); elsewhere
 * nameCn is the English name (PortInfo's contract) and nameJp is absent.
 * Time zones: sea-ports' where it has one, else the nearest port's of the same country.
 */
export function loadPortDirectory(dataDir: string): PortDirectory {
  const raw = readJsonFile(dataDir, 'ports/port-aliases.json') as PortAliasFile;
  const aliases = new Map(Object.entries(raw.aliases ?? {}));
  const productCodes = new Map(Object.entries(raw.productCodes ?? {}));
  const aliasCodes = new Set([...aliases.values()].flat());
  const rows = readCsvRows(dataDir, 'ports/ports.csv')
    .map((row) => {
      const code = (row.locode ?? '').toUpperCase();
      return {
        code,
        name: row.name ?? code,
        country: code.slice(0, 2),
        lat: coordinate(row.lat),
        lon: coordinate(row.lon),
      };
    })
    .filter((row) => row.code.length === 5 && !aliasCodes.has(row.code));
  const zones = zonesWithNearestGuess(rows, readTimeZones(dataDir));

  const byCode = new Map<string, PortInfo>();
  const ports: PortInfo[] = [];
  for (const row of rows) {
    const code = productCodes.get(row.code) ?? row.code;
    const others = [row.code, ...(aliases.get(row.code) ?? [])].filter((other) => other !== code);
    const port: PortInfo = {
      code,
      ...(others.length > 0 ? { aliases: others } : {}),
      nameEn: row.name,
      nameCn: row.name,
      country: row.country,
      timeZone: zones.get(row.code) ?? null,
      lat: row.lat,
      lon: row.lon,
    };
    ports.push(port);
    for (const key of [code, ...others]) byCode.set(key, port);
  }
  const names = (readJsonFile(dataDir, 'ports/port-names.json') as PortNameFile).names ?? {};
  for (const [key, name] of Object.entries(names)) {
    const port = byCode.get(key);
    if (!port) continue;
    if (name.zh) port.nameCn = name.zh;
    if (name.jp) port.nameJp = name.jp;
    if (name.kana) port.nameKana = name.kana;
  }
  return { get: (code) => byCode.get(code.trim().toUpperCase()), all: () => ports };
}
