import { API_DOCS, CASES, PRICING_LINK, PRODUCTS, type SiteLink, TOOLS } from './site-map';

/** A header navigation entry: a group of site links, or one link (pricing). */
export type NavEntry =
  | { key: string; label: string; links: readonly SiteLink[] }
  | { key: string; label: string; to: string };

/** The header navigation of views.md §2, in order; labels are `common` keys. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'products', label: 'nav.products', links: PRODUCTS },
  { key: 'tools', label: 'nav.tools', links: TOOLS },
  { key: 'integration', label: 'nav.integration', links: API_DOCS },
  { key: 'pricing', label: 'nav.pricing', to: PRICING_LINK },
  { key: 'cases', label: 'nav.cases', links: CASES },
];

/** Whether a group holds the page shown (its title is then marked, as the selected item's). */
export function groupHoldsPath(links: readonly SiteLink[], pathname: string): boolean {
  return links.some((l) => l.to !== null && l.to.split('#')[0] === pathname);
}
