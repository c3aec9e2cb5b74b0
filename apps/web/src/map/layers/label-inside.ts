/** Room kept between a label and the map's edge, in pixels. */
const MARGIN = 4;

/**
 * Keeps a marker's hover label inside the map: beside the icon on the right where it fits, else on
 * the left, else as wide as the map allows (wrapping), moved in from whichever edge it crossed.
 * Called when the label is shown (hover, focus); the map's and the label's boxes are read then.
 */
export function keepLabelInside(label: HTMLElement, map: DOMRect): void {
  label.classList.remove('tl-marker-label--left');
  label.style.maxWidth = `${Math.max(0, map.width - 2 * MARGIN)}px`;
  label.style.marginLeft = '';
  let box = label.getBoundingClientRect();
  if (box.width === 0 || box.right <= map.right - MARGIN) return;
  label.classList.add('tl-marker-label--left');
  box = label.getBoundingClientRect();
  if (box.left >= map.left + MARGIN) return;
  // Too wide for either side: back on the right, moved left until its right edge is inside.
  label.classList.remove('tl-marker-label--left');
  box = label.getBoundingClientRect();
  label.style.marginLeft = `${Math.min(0, map.right - MARGIN - box.right)}px`;
}
