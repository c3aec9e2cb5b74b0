import {
  demoteDominated,
  groupSailings,
  type P2pGroup,
  type P2pGroups,
  type P2pSailing,
} from '@tracklane/domain';
import type { SortKey } from './search-params';

export interface CarrierChoice {
  code: string;
  name: string;
  sailings: number;
}

export interface ArrangedResults {
  groups: P2pGroup[];
  /** Sailings shown (after the carrier filter). */
  shown: number;
  /** Sailings loaded from the server (every page so far, duplicates dropped). */
  loaded: number;
  direct: number;
  transshipment: number;
  /** Every carrier among the loaded sailings, for the filter; the filter never hides itself. */
  carriers: CarrierChoice[];
}

const time = (iso: string) => Date.parse(iso);

/** Ascending by the chosen key; ties by departure, then by id so the order never flickers. */
export function compareSailings(sort: SortKey): (a: P2pSailing, b: P2pSailing) => number {
  return (a, b) => {
    const primary =
      sort === 'etd'
        ? time(a.etd) - time(b.etd)
        : sort === 'eta'
          ? time(a.eta) - time(b.eta)
          : a.transitDays - b.transitDays;
    if (primary !== 0) return primary;
    const byEtd = time(a.etd) - time(b.etd);
    if (byEtd !== 0) return byEtd;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

/** The sailings of every loaded page, once each (a page may repeat one if the data moved). */
export function sailingsOf(pages: readonly P2pGroups[]): P2pSailing[] {
  const seen = new Set<string>();
  const out: P2pSailing[] = [];
  for (const page of pages)
    for (const group of page.list)
      for (const sailing of group.sailings) {
        if (seen.has(sailing.id)) continue;
        seen.add(sailing.id);
        out.push(sailing);
      }
  return out;
}

function carriersOf(sailings: readonly P2pSailing[]): CarrierChoice[] {
  const byCode = new Map<string, CarrierChoice>();
  for (const s of sailings) {
    const entry = byCode.get(s.carrierCode);
    if (entry) entry.sailings += 1;
    else
      byCode.set(s.carrierCode, { code: s.carrierCode, name: s.carrierName ?? s.carrierCode, sailings: 1 });
  }
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * The results as the page shows them: the loaded pages' sailings, filtered by carrier, sorted
 * (a transshipment never ahead of a direct sailing of its carrier that beats it), then grouped
 * by service (the domain's grouping keeps the sorted order: the group with the best sailing
 * comes first, and each group's sailings stay in order). Sorting and filtering here rather
 * than on the server spends no schedule call on a change of view (each counts against the quota).
 */
export function arrangeResults(
  pages: readonly P2pGroups[],
  view: { sort: SortKey; carriers: readonly string[] },
): ArrangedResults {
  const all = sailingsOf(pages);
  const wanted = new Set(view.carriers);
  const shown = wanted.size === 0 ? all : all.filter((s) => wanted.has(s.carrierCode));
  // A transshipment strictly worse than a direct sailing of its carrier never comes before it.
  const sorted = demoteDominated([...shown].sort(compareSailings(view.sort)));
  const direct = shown.filter((s) => s.direct).length;
  return {
    groups: groupSailings(sorted),
    shown: shown.length,
    loaded: all.length,
    direct,
    transshipment: shown.length - direct,
    carriers: carriersOf(all),
  };
}

/** Days between the first and the last departure shown, as whole weeks (rounded up). */
export function weeksCovered(groups: readonly P2pGroup[]): number {
  const etds = groups.flatMap((g) => g.sailings.map((s) => time(s.etd)));
  if (etds.length === 0) return 0;
  const span = Math.max(...etds) - Math.min(...etds);
  return Math.max(1, Math.ceil(span / (7 * 86_400_000)));
}
