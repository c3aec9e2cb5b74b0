import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { queryClient } from './app-providers';
import { defaultGuardConfig } from './guard/guard-config';
import { createGuardLoader } from './guard/run-guard';
import { MainLayout } from './layout/main-layout';
import { loadNamespaces } from './locale/load-strings';
import type { Namespace } from './locale/resources';
import { setLocale, targetLanguage } from './locale/set-locale';
import { request } from './request';
import { HydrateFallback, RootShell, RouteErrorPage } from './root-shell';
import {
  loadNotFoundPage,
  NOT_FOUND_NAMESPACES,
  type PageLoader,
  ROUTES,
  type RouteDef,
  routeOf,
} from './routes/route-table';
import { useSession } from './session/session-store';

/** The page's code and its strings, fetched side by side (a missing string file is retried later). */
const lazyPage =
  (load: PageLoader, ns: readonly Namespace[] = []) =>
  async () => {
    const strings = loadNamespaces(targetLanguage(), ns).catch(() => undefined);
    const [page] = await Promise.all([load(), strings]);
    return { Component: page.default };
  };

function toRoute(def: RouteDef & { page: PageLoader }): RouteObject {
  const lazy = lazyPage(def.page, def.ns);
  return def.path === '/' ? { index: true, lazy } : { path: def.path.slice(1), lazy };
}

const guard = createGuardLoader({ store: useSession, request, config: defaultGuardConfig, setLocale });

/** The guard, then (when it let the navigation through) the page's prefetch. */
async function rootLoader(args: LoaderFunctionArgs): Promise<Response | null> {
  const result = await guard(args);
  if (result === null) {
    const url = new URL(args.request.url);
    routeOf(url.pathname)?.prefetch?.(queryClient, url);
  }
  return result;
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
      loader: rootLoader,
      // The guard must see every navigation, including query-only changes.
      shouldRevalidate: () => true,
      children: [
        ...ready.filter((r) => r.layout === 'bare').map(toRoute),
        {
          Component: MainLayout,
          children: [
            ...ready.filter((r) => r.layout === 'main').map(toRoute),
            { path: '*', lazy: lazyPage(loadNotFoundPage, NOT_FOUND_NAMESPACES) },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
