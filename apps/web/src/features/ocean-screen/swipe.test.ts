import { describe, expect, it } from 'vitest';
import { SWIPE_MIN_PX, swipeDirection } from './swipe';

describe('swipeDirection', () => {
  it('reports a clear horizontal move', () => {
    expect(swipeDirection(200, 100, 100, 110)).toBe('left');
    expect(swipeDirection(100, 100, 200, 90)).toBe('right');
  });

  it('ignores short moves and mostly vertical ones (scrolling the drawer)', () => {
    expect(swipeDirection(100, 100, 100 + SWIPE_MIN_PX - 1, 100)).toBeNull();
    expect(swipeDirection(100, 100, 160, 200)).toBeNull();
    expect(swipeDirection(100, 100, 100, 400)).toBeNull();
  });
});
