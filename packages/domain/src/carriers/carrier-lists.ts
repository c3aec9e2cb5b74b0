import type { CarrierRecord, CarrierRegistry } from './detect-carrier.js';

/**
 * The two carrier lists of views.md §3. The ocean list (about 40) holds the carriers we can act
 * on: a B/L prefix to detect them by, or a tracking page to send the user to. The directory
 * (about 85) holds the container lines of carriers.csv: every row but the car carriers, ro-ro
 * and break-bulk operators below, and one record per company where the CSV repeats one under
 * several SCACs (Crowley ×3, Eimskip ×2, Wan Hai ×2, Gold Star ×2).
 */

/** Not container lines (car carriers, ro-ro, break-bulk/project, tankers and dry bulk). */
const NOT_CONTAINER_LINES: ReadonlySet<string> = new Set([
  'AROF', // Atlantic Ro-Ro Carriers
  'CEGL', // Central Gulf Lines: ro-ro
  'CPJQ', // Chipolbrok: break-bulk and project cargo
  'EUKO', // Eukor: car carrier
  'GESC', // Great Eastern Shipping: tankers and dry bulk
  'HUAU', // Hoegh Autoliners: car carrier
  'IDMC', // Intermarine: break-bulk
  'LGLT', // Liberty Global Logistics: ro-ro
  'RCKI', // Rickmers: break-bulk
  'SCYE', // Siem Car Carriers
  'SLAQ', // Sallaum Lines: ro-ro
  'THZS', // Thorco: project cargo
]);

export function isOceanListCarrier(carrier: CarrierRecord): boolean {
  return carrier.blPrefixes.length > 0 || carrier.trackUrl !== null || Boolean(carrier.trackingPage);
}

/** Same company: names equal once case, punctuation and legal suffixes are set aside. */
function companyKey(carrier: CarrierRecord): string {
  return carrier.name
    .toLowerCase()
    .replace(/\b(ltd|inc|co|llc|corp|s\.?a)\b\.?/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** How much a record can do for a user; the richer of two duplicates stays in the directory. */
function usefulness(carrier: CarrierRecord): number {
  return (
    (isOceanListCarrier(carrier) ? 4 : 0) +
    (carrier.containerPrefixes.length > 0 ? 2 : 0) +
    (carrier.website ? 1 : 0)
  );
}

export function oceanCarriers(registry: CarrierRegistry): CarrierRecord[] {
  return registry.all().filter(isOceanListCarrier);
}

export function directoryCarriers(registry: CarrierRegistry): CarrierRecord[] {
  const kept = new Map<string, CarrierRecord>();
  for (const carrier of registry.all()) {
    if (NOT_CONTAINER_LINES.has(carrier.code)) continue;
    const key = companyKey(carrier);
    const previous = kept.get(key);
    if (!previous || usefulness(carrier) > usefulness(previous)) kept.set(key, carrier);
  }
  // Back in the file's order (by SCAC), not the order duplicates were replaced in.
  const keep = new Set(kept.values());
  return registry.all().filter((carrier) => keep.has(carrier));
}

/**
 * Carriers whose Chinese name, English name, short name or code contains the query, ignoring
 * case and surrounding spaces; an empty query returns them all.
 */
export function searchCarriers(
  carriers: readonly CarrierRecord[],
  query: string | null | undefined,
): CarrierRecord[] {
  const needle = (query ?? '').trim().toLowerCase();
  if (needle.length === 0) return [...carriers];
  return carriers.filter((carrier) =>
    [carrier.nameCn ?? '', carrier.name, carrier.shortName, carrier.code].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
