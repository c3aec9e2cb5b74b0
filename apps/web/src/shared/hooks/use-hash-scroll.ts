import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The router does not scroll to `#anchor` links; pages with anchors (pricing, API areas) call this. */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [hash]);
}
