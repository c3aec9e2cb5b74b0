import { createBrowserRouter, type RouteObject } from 'react-router';
import { defaultGuardConfig } from './guard/guard-config';
import { createGuardLoader } from './guard/run-guard';
import { MainLayout } from './layout/main-layout';
import { setLocale } from './locale/set-locale';
import { request } from './request';
import { HydrateFallback, RootShell, RouteErrorPage } from './root-shell';
import { loadNotFoundPage, type PageLoader, ROUTES, type RouteDef } from './routes/route-table';
import { useSession } from './session/session-store';

const lazyPage = (load: PageLoader) => async () => ({ Component: (await load()).default });

function toRoute(def: RouteDef & { page: PageLoader }): RouteObject {
  return def.path === '/'
    ? { index: true, lazy: lazyPage(def.page) }
    : { path: def.path.slice(1), lazy: lazyPage(def.page) };
}

/** Route objects from the route table: only pages that exist are registered (see route-table.ts). */
export function buildRoutes(routes: readonly RouteDef[] = ROUTES): RouteObject[] {
  const ready = routes.filter((r): r is RouteDef & { page: PageLoader } => r.page !== null);
  return [
    {
      id: 'root',
      path: '/',
      Component: RootShell,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback,
      loader: createGuardLoader({ store: useSession, request, config: defaultGuardConfig, setLocale }),
      // The guard must see every navigation, including query-only changes.
      shouldRevalidate: () => true,
      children: [
        ...ready.filter((r) => r.layout === 'bare').map(toRoute),
        {
          Component: MainLayout,
          children: [
            ...ready.filter((r) => r.layout === 'main').map(toRoute),
            { path: '*', lazy: lazyPage(loadNotFoundPage) },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
