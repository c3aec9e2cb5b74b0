import { describe, expect, it } from 'vitest';
import { keepLabelInside } from './label-inside';

/**
 * jsdom lays nothing out: the label's box is given by where its classes would put it, as the
 * browser would (beside the icon at x = 300 on a 375 px map, 120 px wide).
 */
function label(width: number, iconLeft: number, iconRight: number): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => {
    const shift = Number.parseFloat(element.style.marginLeft || '0');
    const left = element.classList.contains('tl-marker-label--left')
      ? iconLeft - 4 - width
      : iconRight + 4 + shift;
    return {
      left,
      right: left + width,
      width,
      top: 0,
      bottom: 20,
      height: 20,
      x: left,
      y: 0,
      toJSON: () => ({}),
    };
  };
  return element;
}
const MAP = { left: 0, right: 375, width: 375, top: 0, bottom: 400, height: 400 } as DOMRect;

describe('keepLabelInside (issue 20: the AIS station label on a 375 px map)', () => {
  it('leaves a label that fits on the right where it is', () => {
    const l = label(120, 100, 128);
    keepLabelInside(l, MAP);
    expect(l.classList.contains('tl-marker-label--left')).toBe(false);
    expect(l.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  });

  it('moves a label that would run past the right edge to the left of its icon', () => {
    const l = label(120, 300, 328);
    keepLabelInside(l, MAP);
    expect(l.classList.contains('tl-marker-label--left')).toBe(true);
    const box = l.getBoundingClientRect();
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(375);
  });

  it('moves a label too wide for either side in from the right edge, capped to the map', () => {
    const l = label(300, 170, 198);
    keepLabelInside(l, MAP);
    expect(l.classList.contains('tl-marker-label--left')).toBe(false);
    expect(l.style.maxWidth).toBe('367px');
    expect(l.getBoundingClientRect().right).toBeLessThanOrEqual(371);
  });
});
