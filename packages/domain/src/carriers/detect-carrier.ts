import { normalizeBillNumber } from '../validation/business-numbers.js';
import { containerOwnerPrefix } from '../validation/container-number.js';
import { detectionIndexOf } from './detection-index.js';

/** One carrier of data/carriers/carriers.csv as the registry holds it. */
export interface CarrierRecord {
  /** Our carrier code: the SCAC, e.g. MAEU. */
  code: string;
  name: string;
  shortName: string;
  alternativeScacs: string[];
  /** Leading letters of its bills of lading, e.g. MAEU, COSU. */
  blPrefixes: string[];
  /** BIC owner prefixes of its containers, e.g. MSKU, MRKU. */
  containerPrefixes: string[];
  website: string | null;
  /** Tracking page with {number} where the reference goes, or null. */
  trackUrl: string | null;
  /** Chinese name where we know one (hand-written list), else undefined. */
  nameCn?: string;
  /** The carrier's tracking page without a reference in it (to open and search by hand). */
  trackingPage?: string | null;
}

/** The BIC register's owner of a container prefix (data/carriers/container_prefix_owner.csv). */
export interface ContainerPrefixOwner {
  owner: string;
  abbreviation: string;
}

export type CarrierDetection =
  | { ok: true; carrierCode: string; via: 'scac' | 'bl-prefix' | 'container-prefix' }
  | { ok: false; reason: 'unknown' | 'ambiguous'; candidates: string[] };

export interface CarrierRegistry {
  all(): readonly CarrierRecord[];
  get(code: string): CarrierRecord | undefined;
  /**
   * Owners by BIC prefix. Optional: without it, a container prefix that several carriers of one
   * group list (CMAU: CMA CGM, APL, ANL, Delmas) stays ambiguous.
   */
  containerPrefixOwners?: ReadonlyMap<string, ContainerPrefixOwner>;
}

/**
 * AUTO carrier detection (pure). The rules, strongest first:
 *
 * 1. B/L evidence. The first four letters of the B/L are a carrier's SCAC or alternative SCAC
 *    (MAEU…, COSU…, MEDU…) → 'scac'; else the B/L starts with a carrier's B/L prefix (PABV… → PIL)
 *    → 'bl-prefix'. One carrier → it, whatever the container says: a container may be leased or
 *    shipper-owned (SOC) and sail with any line, while a B/L is issued by the carrier itself.
 * 2. Several carriers from the B/L → the container prefix breaks the tie when it points to
 *    exactly one of them; otherwise ambiguous.
 * 3. No B/L evidence → the container owner prefix (first four letters of the ISO 6346 number),
 *    resolved inside carrier groups by the index (see detection-index.ts) → 'container-prefix'.
 * 4. Nothing → unknown. The caller turns any failure into AppError 40020.
 */
export function detectCarrier(
  registry: CarrierRegistry,
  numbers: { billNumber?: string | null; containerNumber?: string | null },
): CarrierDetection {
  const index = detectionIndexOf(registry);
  const bill = numbers.billNumber ? normalizeBillNumber(numbers.billNumber) : '';
  const prefix = numbers.containerNumber ? containerOwnerPrefix(numbers.containerNumber) : undefined;
  const byContainer = prefix ? (index.byContainerPrefix.get(prefix) ?? []) : [];

  // Only a B/L with something after its four letters says anything about its issuer.
  const head = bill.length > 4 ? bill.slice(0, 4) : '';
  const byScac = index.byScac.get(head) ?? [];
  if (byScac.length === 1) return { ok: true, carrierCode: byScac[0] as string, via: 'scac' };
  const byBlPrefix = byScac.length > 0 ? [] : index.blPrefixMatches(bill);
  if (byBlPrefix.length === 1) return { ok: true, carrierCode: byBlPrefix[0] as string, via: 'bl-prefix' };

  const fromBill = byScac.length > 0 ? byScac : byBlPrefix;
  if (fromBill.length > 1) {
    const agreeing = fromBill.filter((code) => byContainer.includes(code));
    if (agreeing.length === 1) {
      return { ok: true, carrierCode: agreeing[0] as string, via: byScac.length > 0 ? 'scac' : 'bl-prefix' };
    }
    return { ok: false, reason: 'ambiguous', candidates: [...fromBill].sort() };
  }

  if (byContainer.length === 1)
    return { ok: true, carrierCode: byContainer[0] as string, via: 'container-prefix' };
  if (byContainer.length > 1) return { ok: false, reason: 'ambiguous', candidates: [...byContainer].sort() };
  return { ok: false, reason: 'unknown', candidates: [] };
}
