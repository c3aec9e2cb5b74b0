import { type PointerEvent, type SyntheticEvent, useEffect, useMemo, useRef } from 'react';
import { type SwipeDirection, swipeDirection } from './swipe';

export interface SwipeHandlers {
  onPointerDown(event: PointerEvent): void;
  /** Swallows the click a browser may fire at the end of a swipe, so it does not toggle back. */
  onClickCapture(event: SyntheticEvent): void;
}

function hasSelection(): boolean {
  return (window.getSelection?.()?.toString() ?? '') !== '';
}

/**
 * Pointer handlers (mouse, pen and touch alike) that report a horizontal swipe. The end of the
 * gesture is read on the window: a swipe that opens a hidden drawer starts on its slim handle
 * and ends over the map. Touch needs `touch-action: pan-y` on the element, otherwise the browser
 * claims the gesture and cancels it.
 */
export function useSwipe(onSwipe: (direction: Exclude<SwipeDirection, null>) => void): SwipeHandlers {
  const swallowClick = useRef(false);
  const stop = useRef<(() => void) | null>(null);
  const callback = useRef(onSwipe);
  callback.current = onSwipe;
  useEffect(() => () => stop.current?.(), []);
  return useMemo(
    () => ({
      onPointerDown(event) {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        stop.current?.();
        const from = { id: event.pointerId, x: event.clientX, y: event.clientY };
        swallowClick.current = false;
        const onUp = (up: globalThis.PointerEvent) => {
          if (up.pointerId !== from.id) return;
          stop.current?.();
          const direction = swipeDirection(from.x, from.y, up.clientX, up.clientY);
          // A mouse drag across text is someone selecting a number to copy, not a swipe.
          if (!direction || (up.pointerType === 'mouse' && hasSelection())) return;
          swallowClick.current = true;
          callback.current(direction);
        };
        const onCancel = () => stop.current?.();
        window.addEventListener('pointerup', onUp);
        window.addEventListener('pointercancel', onCancel);
        stop.current = () => {
          window.removeEventListener('pointerup', onUp);
          window.removeEventListener('pointercancel', onCancel);
          stop.current = null;
        };
      },
      onClickCapture(event) {
        if (!swallowClick.current) return;
        swallowClick.current = false;
        event.stopPropagation();
        event.preventDefault();
      },
    }),
    [],
  );
}
