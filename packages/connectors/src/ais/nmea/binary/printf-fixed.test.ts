import { describe, expect, it } from 'vitest';
import { printfFixed } from './printf-fixed.js';

describe('printfFixed rounds as glibc printf "%.Nf" does', () => {
  it('takes an exact half to the even neighbour, either sign', () => {
    expect(printfFixed(1875 / 60_000, 4)).toBe(0.0312); // 0.03125; toFixed gives 0.0313
    expect(printfFixed(-1875 / 60_000, 4)).toBe(-0.0312);
    expect(printfFixed(5625 / 60_000, 4)).toBe(0.0938); // 0.09375: the even neighbour is above
    expect(printfFixed(25 / 100, 1)).toBe(0.2);
    expect(printfFixed(75 / 100, 1)).toBe(0.8);
    expect(printfFixed(2.5, 0)).toBe(2);
  });

  it('rounds every other value by its exact binary value, like toFixed', () => {
    expect(printfFixed(3095 / 100, 1)).toBe(30.9); // 30.949999… in binary, though 309.5 after ×10
    expect(printfFixed(7 * 0.05, 2)).toBe(0.35);
    expect(printfFixed(1023 * 0.05, 2)).toBe(51.15);
    expect(printfFixed(-1 / 600_000, 6)).toBe(-0.000002);
    expect(printfFixed(12, 1)).toBe(12);
  });
});
