/**
 * Top-level path segments of the server's API (spec platform.md §7, views.md §7) and of its own
 * pages. The server uses them for rate limiting and the history fallback, the web dev server to
 * proxy API calls: one list, so the two cannot drift apart.
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
  '/sandbox',
  '/__test',
  '/documentation',
  '/health',
] as const;

/**
 * API prefixes that are also page routes of the web app (platform.md §2: /container, /truck/detail,
 * /air, /rail/detail, /vessel2/detail; the sandbox mailbox page). A browser navigation there gets
 * the web app; API calls under them are made by fetch, which does not ask for text/html.
 */
export const API_PREFIXES_SHARED_WITH_PAGES = [
  '/container',
  '/air',
  '/vessel2',
  '/rail',
  '/truck',
  '/sandbox',
] as const;

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => underPrefix(path, prefix));
}

/** True when a browser navigation to this path may be answered with the web app (history fallback). */
export function isPagePath(path: string): boolean {
  return !isApiPath(path) || API_PREFIXES_SHARED_WITH_PAGES.some((prefix) => underPrefix(path, prefix));
}
