import { useEffect, useState } from 'react';
import { secondsLeft } from '../countdown';

/** Seconds left until `until` (epoch ms), ticking every second while above zero. */
export function useCountdown(until: number | null): number {
  const [left, setLeft] = useState(() => secondsLeft(until, Date.now()));
  useEffect(() => {
    setLeft(secondsLeft(until, Date.now()));
    if (until === null) return;
    const id = setInterval(() => {
      const next = secondsLeft(until, Date.now());
      setLeft(next);
      if (next === 0) clearInterval(id);
    }, 250);
    return () => clearInterval(id);
  }, [until]);
  return left;
}
