import type { CarrierRecord, CarrierRegistry, ContainerPrefixOwner } from './detect-carrier.js';

/** Lookup tables of one registry for detectCarrier: built once, then O(1) per number. */
export interface DetectionIndex {
  /** SCAC → carrier codes. A carrier's own code wins over others' alternative SCACs. */
  byScac: ReadonlyMap<string, readonly string[]>;
  /** Carriers whose B/L prefix starts the (normalised) B/L; the longest matching prefix wins. */
  blPrefixMatches(bill: string): readonly string[];
  /** Container owner prefix → the carrier(s) it points to after the group rules below. */
  byContainerPrefix: ReadonlyMap<string, readonly string[]>;
}

// Registries are long-lived (loaded once at start), so caching by identity makes every call after
// the first a handful of map lookups; a WeakMap lets a discarded registry be collected.
const CACHE = new WeakMap<CarrierRegistry, DetectionIndex>();

export function detectionIndexOf(registry: CarrierRegistry): DetectionIndex {
  let index = CACHE.get(registry);
  if (!index) {
    index = buildDetectionIndex(registry.all(), registry.containerPrefixOwners);
    CACHE.set(registry, index);
  }
  return index;
}

function push(map: Map<string, string[]>, key: string, code: string): void {
  const list = map.get(key);
  if (!list) map.set(key, [code]);
  else if (!list.includes(code)) list.push(code);
}

/** Lower-case letters and digits only, so "Hapag Lloyd" meets "Hapag-Lloyd". */
function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Does the BIC register's owner of a prefix name this carrier? */
function ownerNames(owner: ContainerPrefixOwner, carrier: CarrierRecord): boolean {
  const ownerName = squash(owner.owner);
  const name = squash(carrier.name);
  const abbreviation = squash(owner.abbreviation);
  if (name.length > 0 && ownerName.length > 0 && (ownerName.includes(name) || name.includes(ownerName)))
    return true;
  return (
    abbreviation.length > 0 &&
    (abbreviation === squash(carrier.shortName) || abbreviation === squash(carrier.code))
  );
}

/** Can we tell the carrier from a B/L or send the user to its tracking page? */
function isTrackable(carrier: CarrierRecord): boolean {
  return carrier.blPrefixes.length > 0 || carrier.trackUrl !== null;
}

/**
 * Narrows the carriers listing one container prefix. carriers.csv gives each carrier its whole
 * group's prefixes (CMAU under CMA CGM, APL, ANL and Delmas), so a bare list is mostly ambiguous.
 * Narrowed, in order: the carrier whose own code is the prefix (APLU → APL, CMCU → Crowley
 * CMCU); the carrier the BIC register names as owner (CMAU → CMA CGM, MSKU → Maersk); among
 * duplicate records of one company (Wan Hai 22AA / WHLC), the one with B/L prefix or tracking.
 * Each step applies only when it leaves exactly one carrier.
 */
function narrowContainerCandidates(
  prefix: string,
  candidates: readonly CarrierRecord[],
  owner: ContainerPrefixOwner | undefined,
): readonly CarrierRecord[] {
  if (candidates.length <= 1) return candidates;
  const own = candidates.filter((c) => c.code === prefix);
  if (own.length === 1) return own;
  const named = owner ? candidates.filter((c) => ownerNames(owner, c)) : [];
  const pool = named.length > 0 ? named : candidates;
  if (pool.length === 1) return pool;
  const trackable = pool.filter(isTrackable);
  return trackable.length === 1 ? trackable : pool;
}

export function buildDetectionIndex(
  carriers: readonly CarrierRecord[],
  owners: ReadonlyMap<string, ContainerPrefixOwner> = new Map(),
): DetectionIndex {
  const primary = new Map<string, string[]>();
  const alternative = new Map<string, string[]>();
  const blPrefixes = new Map<string, string[]>();
  const listedBy = new Map<string, CarrierRecord[]>();
  for (const carrier of carriers) {
    push(primary, carrier.code, carrier.code);
    for (const scac of carrier.alternativeScacs) push(alternative, scac, carrier.code);
    for (const prefix of carrier.blPrefixes) push(blPrefixes, prefix, carrier.code);
    for (const prefix of carrier.containerPrefixes) {
      const list = listedBy.get(prefix) ?? [];
      if (!list.includes(carrier)) list.push(carrier);
      listedBy.set(prefix, list);
    }
  }
  const byScac = new Map<string, string[]>(alternative);
  for (const [scac, codes] of primary) byScac.set(scac, codes);

  const byContainerPrefix = new Map<string, string[]>();
  for (const [prefix, candidates] of listedBy) {
    byContainerPrefix.set(
      prefix,
      narrowContainerCandidates(prefix, candidates, owners.get(prefix)).map((c) => c.code),
    );
  }
  // Prefixes no carrier lists, but whose registered owner is a carrier of ours (not a lessor).
  for (const [prefix, owner] of owners) {
    if (byContainerPrefix.has(prefix)) continue;
    const named = narrowContainerCandidates(
      prefix,
      carriers.filter((c) => ownerNames(owner, c)),
      undefined,
    );
    if (named.length > 0)
      byContainerPrefix.set(
        prefix,
        named.map((c) => c.code),
      );
  }

  const lengths = [...new Set([...blPrefixes.keys()].map((p) => p.length))].sort((a, b) => b - a);
  return {
    byScac,
    byContainerPrefix,
    blPrefixMatches(bill) {
      for (const length of lengths) {
        // Something has to follow the prefix for it to be a B/L rather than the bare prefix.
        if (bill.length <= length) continue;
        const match = blPrefixes.get(bill.slice(0, length));
        if (match) return match;
      }
      return [];
    },
  };
}
