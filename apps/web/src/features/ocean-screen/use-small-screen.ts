import { useSyncExternalStore } from 'react';

/** views.md §2: "On screens of 768 px or narrower a hidden drawer shows as a small button". */
export const SMALL_SCREEN_QUERY = '(max-width: 768px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(SMALL_SCREEN_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return (
    typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(SMALL_SCREEN_QUERY).matches
  );
}

/** True at 768 px or narrower; follows rotation and window resizes. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
