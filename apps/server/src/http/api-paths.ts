// The prefix lists live in the domain package, shared with the web dev server's proxy.
export { API_PREFIXES, isApiPath, isPagePath } from '@tracklane/domain';

/** The path of a request URL, without query string. */
export function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}
