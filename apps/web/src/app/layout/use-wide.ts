import { useSyncExternalStore } from 'react';

/** Ant Design's `lg` breakpoint: from here the header shows the navigation bar. */
const WIDE = '(min-width: 992px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is at least 992 px wide (updates when it is resized across). */
export function useWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
