/**
 * Top-level path segments that belong to the API (spec platform.md §7, views.md §7) or to server
 * pages. A browser navigation under one of them is never answered with the web app's index.html,
 * and everything outside them is the web app (static assets or client-side routes).
 */
export const API_PREFIXES = [
  '/application',
  '/auth',
  '/base',
  '/exports',
  '/container',
  '/air',
  '/vessel2',
  '/rail',
  '/gis',
  '/terminal',
  '/truck',
  '/__test',
  '/documentation',
  '/health',
] as const;

/** The path of a request URL, without query string. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => underPrefix(path, prefix));
}

/**
 * API prefixes that are also page routes of the web app (platform.md §2: /container, /truck/detail,
 * /air, /rail/detail, /vessel2/detail). A browser navigation there gets the web app; API calls
 * under them are made by fetch, which does not ask for text/html.
 */
const SHARED_WITH_PAGES = ['/container', '/air', '/vessel2', '/rail', '/truck'] as const;

/** True when a browser navigation to this path may be answered with the web app (history fallback). */
export function isPagePath(path: string): boolean {
  if (!isApiPath(path)) return true;
  return SHARED_WITH_PAGES.some((prefix) => underPrefix(path, prefix));
}

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
