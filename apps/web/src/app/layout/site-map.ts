import { routeOf } from '../routes/route-table';

/**
 * The product navigation of views.md §2, shared by the header, the footer and the landing page.
 * Labels are i18n keys of the `common` namespace. Entries whose page has not landed yet (`to`
 * null, or a route still without a page) are left out by `withPages`, so no menu leads to the
 * not-found page; they appear once their page is built.
 */
export interface SiteLink {
  key: string;
  label: string;
  to: string | null;
}

export const PRODUCTS: readonly SiteLink[] = [
  { key: 'cargo', label: 'nav.cargoTracking', to: '/container' },
  { key: 'booking', label: 'nav.bookingPlan', to: '/booking' },
  { key: 'vessel', label: 'nav.vesselTracking', to: '/ais-vessel' },
  { key: 'truck', label: 'nav.truckTracking', to: '/truck' },
];

export const TOOLS: readonly SiteLink[] = [
  { key: 'shiplist', label: 'nav.shipList', to: '/tools/shiplist' },
  { key: 'airlines', label: 'nav.airlines', to: null },
  { key: 'ports', label: 'nav.worldPorts', to: null },
];

/** The six API docs; each points at its section of the /api page. */
export const API_DOCS: readonly SiteLink[] = ['ocean', 'vessel', 'schedule', 'truck', 'air', 'embed'].map(
  (key) => ({ key, label: `apiDocs.${key}`, to: `/api#${key}` }),
);

export const CASES: readonly SiteLink[] = ['forwarder', 'shipper', 'nvocc', 'platform'].map((key) => ({
  key,
  label: `cases.${key}`,
  to: null,
}));

export const PRICING_ANCHOR = 'pricing';
export const PRICING_LINK = `/#${PRICING_ANCHOR}`;

/** Served by the API server, outside the SPA. */
export const API_REFERENCE_URL = '/documentation';
export const OPENAPI_JSON_URL = '/documentation/json';

export { MY_SHIPMENTS_PATH } from '../../shared/paths';

/** Whether an in-app link opens a built page (its route exists and has a page). */
export function hasPage(to: string | null): to is string {
  if (to === null) return false;
  const path = to.split(/[?#]/)[0] ?? '';
  return routeOf(path)?.page != null;
}

/** The links of a group whose pages exist, in order. */
export function withPages(links: readonly SiteLink[]): SiteLink[] {
  return links.filter((link) => hasPage(link.to));
}
