import { useEffect, useRef } from 'react';
import { liveSocket, liveSupported, preferReadToken } from './live-connection';
import type { LiveHandler } from './live-socket';

export interface LiveOptions {
  /** Speak with the read token when both are held (embedded views, see live-connection). */
  preferReadToken?: boolean;
}

/** Keeps the tab's live socket open while mounted and enabled. */
export function useLiveConnection(enabled = true, options: LiveOptions = {}): void {
  const readFirst = options.preferReadToken ?? false;
  useEffect(() => {
    if (!enabled || !liveSupported()) return;
    if (readFirst) preferReadToken(1);
    const release = liveSocket().retain();
    return () => {
      release();
      if (readFirst) preferReadToken(-1);
    };
  }, [enabled, readFirst]);
}

/** Calls `handler` with every pushed message of `type` while mounted (the latest handler wins). */
export function useLiveMessage(type: string, handler: LiveHandler, enabled = true): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    if (!enabled || !liveSupported()) return;
    return liveSocket().subscribe(type, (message) => ref.current(message));
  }, [type, enabled]);
}
