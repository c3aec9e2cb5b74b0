/**
 * Calls whose failure is never toasted unless the call says otherwise (platform.md §8): the shell
 * fetches system functions in the background, and the map's route plan and rail trip history have
 * their own fallbacks.
 */
export const SILENT_BY_DEFAULT: readonly string[] = [
  '/application/system/functions',
  '/gis/route/plan',
  '/rail/us/history/trip',
];

export function isSilentByDefault(url: string): boolean {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return SILENT_BY_DEFAULT.some((prefix) => path.startsWith(prefix));
}
