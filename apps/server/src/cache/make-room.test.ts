import { describe, expect, it } from 'vitest';
import { makeRoom } from './make-room.js';

const filled = (n: number) => new Map(Array.from({ length: n }, (_, i) => [i, i]));

describe('makeRoom', () => {
  it('leaves a map under its bound alone', () => {
    const map = filled(99);
    makeRoom(map, 100);
    expect(map.size).toBe(99);
  });

  it('drops the oldest tenth of a full map', () => {
    const map = filled(100);
    makeRoom(map, 100);
    expect([...map.keys()]).toEqual(Array.from({ length: 90 }, (_, i) => i + 10));
  });

  it('shrinks a map filled past its bound to one under it, oldest first', () => {
    const map = filled(150);
    makeRoom(map, 100);
    expect([...map.keys()]).toEqual(Array.from({ length: 99 }, (_, i) => i + 51));
  });

  it('drops at least one entry of a small full map', () => {
    const map = filled(5);
    makeRoom(map, 5);
    expect([...map.keys()]).toEqual([1, 2, 3, 4]);
  });
});
