import { describe, expect, it } from 'vitest';
import { liveTokenOf } from './authenticate-live-caller.js';

describe('liveTokenOf', () => {
  it('reads the token query parameter first', () => {
    expect(liveTokenOf({ token: 'q.t.x' }, 'tracklane, p.t.x')).toBe('q.t.x');
  });

  it('reads the offered sub-protocol that is not the tracklane marker', () => {
    expect(liveTokenOf({}, 'tracklane, p.t.x')).toBe('p.t.x');
    expect(liveTokenOf(undefined, 'p.t.x,tracklane')).toBe('p.t.x');
  });

  it('finds none in an empty query, a non-string value or the marker alone', () => {
    expect(liveTokenOf({ token: '' }, undefined)).toBeUndefined();
    expect(liveTokenOf({ token: ['a', 'b'] }, undefined)).toBeUndefined();
    expect(liveTokenOf({}, 'tracklane')).toBeUndefined();
  });
});
