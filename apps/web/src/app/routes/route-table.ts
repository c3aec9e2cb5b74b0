import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prefetchOceanDetail } from '../../features/ocean/hooks/use-ocean-detail';
import { SHARE_LINKS_PATH } from '../../shared/paths';
import type { Namespace } from '../locale/resources';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface RouteDef {
  /** Absolute path, as in platform.md §2 / views.md §2. */
  path: string;
  /** Route name, recorded in the navigation history. */
  name: string;
  /**
   * The lazily loaded page, or null while the issue that builds it is still open: unregistered
   * paths fall through to the not-found page. Shipping a page = replacing null with its import.
   */
  page: PageLoader | null;
  /** 'main' renders inside the header/footer layout; 'bare' alone (login, embeds). */
  layout: 'main' | 'bare';
  /**
   * The page's string namespaces beyond the shell's (common, auth), fetched beside its code. One
   * left out still shows, a moment later: the component waits for it (load-strings.ts).
   */
  ns?: readonly Namespace[];
  /**
   * Data the page will ask for first, started once the guard let the navigation through, while
   * the page's code still downloads (no request waterfall behind the lazy chunk).
   */
  prefetch?: (client: QueryClient, url: URL) => void;
}

const vesselSearch = (path: string, name: string): RouteDef => ({
  path,
  name,
  page: () => import('../../pages/vessel-search/vessel-search-page'),
  layout: 'main',
  ns: ['vessels', 'map'],
});

// One detail page under the spec's three paths (platform.md §2, views.md §2), ?mmsi=.
const vesselDetail = (path: string, name: string): RouteDef => ({
  path,
  name,
  page: () => import('../../pages/vessel-detail/vessel-detail-page'),
  layout: 'main',
  ns: ['vessels', 'ocean', 'map'],
});

// One search page under both of the spec's paths (platform.md §2: "one page serves both").
const scheduleSearch = (path: string, name: string): RouteDef => ({
  path,
  name,
  page: () => import('../../pages/schedule-p2p/schedule-p2p-page'),
  layout: 'main',
  ns: ['schedules'],
});

const later = (path: string, name: string, layout: RouteDef['layout'] = 'main'): RouteDef => ({
  path,
  name,
  page: null,
  layout,
});

const enterprise = (section: string, page: PageLoader): RouteDef => ({
  path: `/enterprise/${section}`,
  name: `enterprise-${section}`,
  page,
  layout: 'main',
  ns: ['enterprise'],
});

export const ENTERPRISE_ROUTES: readonly RouteDef[] = [
  {
    path: '/enterprise',
    name: 'enterprise',
    page: () => import('../../pages/enterprise/enterprise-index-page'),
    layout: 'main',
    ns: ['enterprise'],
  },
  enterprise('info', () => import('../../pages/enterprise/info-page')),
  enterprise('plan', () => import('../../pages/enterprise/plan-page')),
  enterprise('members', () => import('../../pages/enterprise/members-page')),
  enterprise('departments', () => import('../../pages/enterprise/departments-page')),
  enterprise('permissions', () => import('../../pages/enterprise/permissions-page')),
  enterprise('invitations', () => import('../../pages/enterprise/invitations-page')),
  enterprise('partners', () => import('../../pages/enterprise/partners-page')),
];

export const ROUTES: readonly RouteDef[] = [
  {
    path: '/',
    name: 'home',
    page: () => import('../../pages/home/home-page'),
    layout: 'main',
    ns: ['home'],
  },
  { path: '/api', name: 'api', page: () => import('../../pages/api/api-page'), layout: 'main', ns: ['api'] },
  {
    path: '/container',
    name: 'container',
    page: () => import('../../pages/container/container-page'),
    layout: 'main',
    ns: ['oceanSearch'],
  },
  vesselSearch('/ais-vessel', 'ais-vessel'),
  later('/truck', 'truck'),
  {
    path: '/booking',
    name: 'booking',
    page: () => import('../../pages/booking/booking-page'),
    layout: 'main',
    ns: ['schedules'],
  },
  later('/tools/shiplist', 'tools-shiplist'),
  {
    path: '/tracking/ocean',
    name: 'tracking-ocean',
    page: () => import('../../pages/tracking-ocean/tracking-ocean-page'),
    layout: 'main',
    ns: ['oceanSearch', 'oceanList', 'ocean', 'sharing', 'oceanImport', 'exports'],
  },
  later('/tracking/air', 'tracking-air'),
  later('/rail2/detail', 'rail2-detail'),
  later('/rail/detail', 'rail-detail'),
  vesselDetail('/vessel2/detail', 'vessel2-detail'),
  vesselDetail('/vessel/detail', 'vessel-detail'),
  later('/truck/detail', 'truck-detail'),
  scheduleSearch('/schedule/p2p', 'schedule-p2p'),
  scheduleSearch('/schedule/list', 'schedule-list'),
  {
    path: '/schedule/p2p/detail',
    name: 'schedule-p2p-detail',
    page: () => import('../../pages/schedule-detail/schedule-detail-page'),
    layout: 'main',
    ns: ['schedules'],
  },
  {
    path: '/ocean/detail',
    name: 'ocean-detail',
    page: () => {
      // The map (MapLibre, the largest chunk) downloads beside the page, not once the page ran.
      void import('../../features/ocean/map/ocean-route-map');
      return import('../../pages/ocean-detail/ocean-detail-page');
    },
    layout: 'main',
    ns: ['oceanDetail', 'ocean', 'map'],
    prefetch: prefetchOceanDetail,
  },
  // The embedded map screens: the spec gives their query parameters, not their paths (views.md §2).
  {
    path: '/map/ocean',
    name: 'map-ocean',
    page: () => import('../../pages/ocean-map/ocean-map-page'),
    layout: 'bare',
    ns: ['oceanDetail', 'ocean', 'map'],
  },
  {
    path: '/map/port',
    name: 'map-port',
    page: () => import('../../pages/port-map/port-map-page'),
    layout: 'bare',
    ns: ['map'],
  },
  later('/dashboard', 'dashboard'),
  { path: '/login', name: 'login', page: () => import('../../pages/login/login-page'), layout: 'bare' },
  { path: '/login2', name: 'login2', page: () => import('../../pages/login2/login2-page'), layout: 'bare' },
  // Query key or union id → read token → the linked view (features/auth/authorize.ts).
  {
    path: '/authorize',
    name: 'authorize',
    page: () => import('../../pages/authorize/authorize-page'),
    layout: 'bare',
  },
  {
    path: '/user/settings/info',
    name: 'user-settings-info',
    page: () => import('../../pages/user-settings-info/info-page'),
    layout: 'main',
    ns: ['account'],
  },
  {
    path: '/user/settings/auth',
    name: 'user-settings-auth',
    page: () => import('../../pages/user-settings-auth/auth-page'),
    layout: 'main',
    ns: ['account'],
  },
  {
    path: '/user/settings/notifications',
    name: 'user-settings-notifications',
    page: () => import('../../pages/user-settings-notifications/notifications-page'),
    layout: 'main',
    // enterprise: the plan's edition name beside this month's usage.
    ns: ['account', 'notifications', 'enterprise', 'digests'],
  },
  // Not in the spec's table: "My share links" (issue 22), in the user centre beside the others.
  {
    path: SHARE_LINKS_PATH,
    name: 'user-settings-shares',
    page: () => import('../../pages/user-settings-shares/shares-page'),
    layout: 'main',
    ns: ['account', 'sharing'],
  },
  // Not in the spec's table (it lists "export settings and template configuration" without a
  // path): the export templates and the export jobs of issue 22.
  {
    path: '/user/settings/export',
    name: 'user-settings-export',
    page: () => import('../../pages/user-settings-export/export-templates-page'),
    layout: 'main',
    ns: ['account', 'exports'],
  },
  {
    path: '/user/settings/exports',
    name: 'user-settings-exports',
    page: () => import('../../pages/user-settings-exports/exports-page'),
    layout: 'main',
    ns: ['account', 'exports'],
  },
  later('/user/statistic/ocean', 'user-statistic-ocean'),
  // The enterprise centre, the join page and the no-permission page: the spec lists the screens
  // but not their paths (platform.md §2); ours are documented in features/enterprise/sections.ts.
  ...ENTERPRISE_ROUTES,
  {
    path: '/join',
    name: 'join',
    page: () => import('../../pages/join/join-page'),
    layout: 'main',
    ns: ['enterprise'],
  },
  {
    path: '/no-permission',
    name: 'no-permission',
    page: () => import('../../pages/no-permission/no-permission-page'),
    layout: 'main',
    ns: ['enterprise'],
  },
  vesselDetail('/ais/vessel', 'ais-vessel-page'),
  later('/ais/air', 'ais-air'),
  vesselSearch('/vessel', 'vessel'),
  later('/air', 'air'),
  later('/location', 'location'),
  // Not in the spec's table: the notice centre of issue 21 (the bell and the user menu lead there).
  {
    path: '/notices',
    name: 'notices',
    page: () => import('../../pages/notices/notices-page'),
    layout: 'main',
    ns: ['notifications'],
  },
  // The "stop these e-mails" link of a notification e-mail: public, its token is the credential.
  {
    path: '/notices/unsubscribe',
    name: 'notices-unsubscribe',
    page: () => import('../../pages/notices-unsubscribe/unsubscribe-page'),
    layout: 'main',
    ns: ['notifications'],
  },
  // Not in the spec's table: a share link's public page (issue 22). Public: the token is the
  // credential; bare, phone first. The shipment drawer's strings come with it.
  {
    path: '/s/:token',
    name: 'shared-link',
    page: () => import('../../pages/shared-link/shared-link-page'),
    layout: 'bare',
    ns: ['sharing', 'oceanDetail', 'ocean'],
  },
  // Not in the spec's table: the embedded sandbox's mailbox (DESIGN.md, mail row), for offline codes.
  {
    path: '/sandbox/mailbox',
    name: 'sandbox-mailbox',
    page: () => import('../../pages/sandbox-mailbox/mailbox-page'),
    layout: 'main',
    ns: ['sandbox'],
  },
];

export const loadNotFoundPage: PageLoader = () => import('../../pages/not-found/not-found-page');
export const NOT_FOUND_NAMESPACES: readonly Namespace[] = ['notfound'];

export const NOT_FOUND_NAME = 'not-found';

/** The route of a path (a trailing slash ignored), or undefined. */
export function routeOf(pathname: string, routes: readonly RouteDef[] = ROUTES): RouteDef | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((r) => r.path === path || (r.path.includes('/:') && matchesPattern(r.path, path)));
}

/** `/s/:token` matches `/s/abc` (one non-empty segment per parameter). */
function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((seg, i) => (seg.startsWith(':') ? got[i] !== '' : seg === got[i]))
  );
}

/** The name of a path's route, for history entries; unknown paths are the not-found page. */
export function routeNameOf(pathname: string, routes: readonly RouteDef[] = ROUTES): string {
  return routeOf(pathname, routes)?.name ?? NOT_FOUND_NAME;
}
