import { useMediaQuery } from '../../shared/hooks/use-media-query';

/** views.md §2: "On screens of 768 px or narrower a hidden drawer shows as a small button". */
export const SMALL_SCREEN_QUERY = '(max-width: 768px)';

/** True at 768 px or narrower; follows rotation and window resizes. */
export function useSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY, false);
}
