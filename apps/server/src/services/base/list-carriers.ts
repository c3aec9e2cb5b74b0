import {
  type CarrierRecord,
  type CarrierRegistry,
  directoryCarriers,
  oceanCarriers,
  searchCarriers,
} from '@tracklane/domain';

/** A carrier as the directory calls return it (views.md §3: code, website, trackUrl). */
export interface CarrierEntry {
  code: string;
  name: string;
  /** Chinese name where we know one, else null. */
  nameCn: string | null;
  shortName: string;
  website: string | null;
  /** Tracking URL with {number} where the B/L goes; null when the carrier has none. */
  trackUrl: string | null;
  /** Tracking page to open and search by hand; null when unknown. */
  trackingPage: string | null;
}

/** `ocean`: the ~40 carriers we can detect or link to; `directory`: the ~85 container lines. */
export type CarrierListName = 'ocean' | 'directory';

export function toCarrierEntry(carrier: CarrierRecord): CarrierEntry {
  return {
    code: carrier.code,
    name: carrier.name,
    nameCn: carrier.nameCn ?? null,
    shortName: carrier.shortName,
    website: carrier.website,
    trackUrl: carrier.trackUrl,
    trackingPage: carrier.trackingPage ?? null,
  };
}

export function listCarriers(registry: CarrierRegistry, list: CarrierListName): CarrierEntry[] {
  const carriers = list === 'ocean' ? oceanCarriers(registry) : directoryCarriers(registry);
  return carriers.map(toCarrierEntry);
}

/**
 * The shipping-company directory filtered by name (`nameCn` of POST /base/getShippingList):
 * Chinese or English name, short name or code, case-insensitive substring; empty → all.
 */
export function searchShippingList(
  registry: CarrierRegistry,
  name: string | null | undefined,
): CarrierEntry[] {
  return searchCarriers(directoryCarriers(registry), name).map(toCarrierEntry);
}
