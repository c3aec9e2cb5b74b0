import { API_DOCS, CASES, PRICING_LINK, PRODUCTS, type SiteLink, TOOLS, withPages } from './site-map';

/** A header navigation entry: a group of site links, or one link (pricing). */
export type NavEntry =
  | { key: string; label: string; links: readonly SiteLink[] }
  | { key: string; label: string; to: string };

const GROUPS: readonly NavEntry[] = [
  { key: 'products', label: 'nav.products', links: PRODUCTS },
  { key: 'tools', label: 'nav.tools', links: TOOLS },
  { key: 'integration', label: 'nav.integration', links: API_DOCS },
  { key: 'pricing', label: 'nav.pricing', to: PRICING_LINK },
  { key: 'cases', label: 'nav.cases', links: CASES },
];

/**
 * The header navigation of views.md §2, in order; labels are `common` keys. Only links to built
 * pages are kept, and a group left with none is not shown (its pages come with later issues).
 */
export const NAV_ENTRIES: readonly NavEntry[] = GROUPS.flatMap((entry): NavEntry[] => {
  if ('to' in entry) return [entry];
  const links = withPages(entry.links);
  return links.length > 0 ? [{ ...entry, links }] : [];
});

/** Whether a group holds the page shown (its title is then marked, as the selected item's). */
export function groupHoldsPath(links: readonly SiteLink[], pathname: string): boolean {
  return links.some((l) => l.to !== null && l.to.split('#')[0] === pathname);
}
