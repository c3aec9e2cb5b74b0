/** A horizontal swipe must travel this far… */
export const SWIPE_MIN_PX = 40;
/** …and be clearly more horizontal than vertical, so scrolling the drawer never toggles it. */
export const SWIPE_DOMINANCE = 1.5;

export type SwipeDirection = 'left' | 'right' | null;

/** Which way a pointer moved from (x0, y0) to (x1, y1), if it was a swipe at all. */
export function swipeDirection(x0: number, y0: number, x1: number, y1: number): SwipeDirection {
  const dx = x1 - x0;
  const dy = y1 - y0;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * SWIPE_DOMINANCE) return null;
  return dx < 0 ? 'left' : 'right';
}
