import { chineseNameOf } from './carrier-names-cn.js';
import type { CarrierRecord, CarrierRegistry, ContainerPrefixOwner } from './detect-carrier.js';

/** A row of data/carriers/carriers.csv, keyed by its header (as a CSV parser gives it). */
export type CarrierCsvRow = Record<string, string | undefined>;

function words(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s;,]+/)
    .map((word) => word.trim().toUpperCase())
    .filter((word) => word.length > 0);
}

function blankToNull(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed.length > 0 ? trimmed : null;
}

/** Scheme and host of a URL (the carrier's site), or null for something that is not a URL. */
function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** One carriers.csv row → the registry's record. The file's `${BLNUM}` becomes our `{number}`. */
export function carrierRecordFromRow(row: CarrierCsvRow): CarrierRecord {
  const code = (row.scac ?? '').trim().toUpperCase();
  const name = (row.name ?? '').trim();
  const template = blankToNull(row.tracking_url_template);
  const trackingPage = blankToNull(row.tracking_page);
  const record: CarrierRecord = {
    code,
    name,
    shortName: blankToNull(row.short_name) ?? name,
    alternativeScacs: words(row.alternative_scacs),
    blPrefixes: words(row.bl_prefix),
    containerPrefixes: words(row.container_prefixes),
    website: originOf(trackingPage) ?? originOf(template),
    trackUrl: template ? template.replace(/\$\{BLNUM\}/g, '{number}') : null,
    trackingPage,
  };
  const nameCn = chineseNameOf(record);
  return nameCn ? { ...record, nameCn } : record;
}

/** One container_prefix_owner.csv row → [prefix, owner]; undefined for a malformed row. */
export function containerPrefixOwnerFromRow(row: CarrierCsvRow): [string, ContainerPrefixOwner] | undefined {
  const prefix = (row.bic_prefix ?? '').trim().toUpperCase();
  if (!/^[A-Z]{3}[UJZ]$/.test(prefix)) return undefined;
  return [prefix, { owner: (row.owner ?? '').trim(), abbreviation: (row.owner_abbreviation ?? '').trim() }];
}

/** An immutable registry over records, with the BIC owners for container-prefix detection. */
export function createCarrierRegistry(
  records: readonly CarrierRecord[],
  containerPrefixOwners: ReadonlyMap<string, ContainerPrefixOwner> = new Map(),
): CarrierRegistry {
  const list = Object.freeze([...records]);
  const byCode = new Map(list.map((record) => [record.code, record]));
  return {
    all: () => list,
    get: (code) => byCode.get(code.trim().toUpperCase()),
    containerPrefixOwners,
  };
}
