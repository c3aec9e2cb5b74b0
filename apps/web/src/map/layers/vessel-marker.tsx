import { Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from '../core/map-context';
import { type Position, pointAlong } from '../core/path-geometry';
import { ended, type MarkerClock, notStarted, pause, progress, start, tick } from './marker-animation';
import { VESSEL_ICON } from './marker-icons';

// Shipments whose marker already played: the animation runs once per shipment per page load,
// not again on every live refresh or remount.
const played = new Set<string>();

export interface VesselMarkerProps {
  /** Identifies the shipment, for "plays once". */
  animationKey: string;
  /** From the leg's departure point to the current position; the marker ends on the last point. */
  path: readonly Position[];
  /** Hover text (vessel name, "estimated position"). */
  tooltip: string;
  /**
   * Degrees from north the vessel reports (AIS); once the animation has ended the icon points
   * this way rather than along the last segment. Null or absent: along the path.
   */
  heading?: number | null;
}

function markerElement(tooltip: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'tl-marker tl-vessel';
  element.dataset.testid = 'vessel-marker';
  element.tabIndex = 0;
  element.innerHTML = VESSEL_ICON;
  const label = document.createElement('div');
  label.className = 'tl-marker-label';
  label.textContent = tooltip;
  element.appendChild(label);
  element.setAttribute('aria-label', tooltip);
  return element;
}

/**
 * The vessel, rotated along its path, moving from the departure point to its position over
 * 20000 ms (views.md §4/§9: not-started → running ⇄ paused → ended). It pauses while the tab is
 * hidden, so a background tab does not skip the whole journey.
 */
export function VesselMarker({ animationKey, path, tooltip, heading = null }: VesselMarkerProps) {
  const map = useMap();
  const pathRef = useRef(path);
  pathRef.current = path;
  const headingRef = useRef(heading);
  headingRef.current = heading;
  const placeRef = useRef<(now: number) => void>(() => undefined);

  useEffect(() => {
    const element = markerElement(tooltip);
    const icon = element.querySelector<SVGElement>('.tl-vessel-icon');
    const marker = new Marker({ element, anchor: 'center' });
    let clock: MarkerClock = played.has(animationKey) ? ended() : notStarted();
    let frame = 0;

    const place = (now: number) => {
      const at = pointAlong(pathRef.current, progress(clock, now));
      if (!at) return;
      marker.setLngLat(at.point);
      const reported = clock.state === 'ended' ? headingRef.current : null;
      if (icon) icon.style.transform = `rotate(${reported ?? at.heading}deg)`;
      element.dataset.markerState = clock.state;
    };
    const step = (now: number) => {
      clock = tick(clock, now);
      place(now);
      if (clock.state === 'ended') played.add(animationKey);
      else if (clock.state === 'running') frame = requestAnimationFrame(step);
    };
    const onVisibility = () => {
      const now = performance.now();
      cancelAnimationFrame(frame);
      clock = document.hidden ? pause(clock, now) : start(clock, now);
      place(now);
      if (clock.state === 'running') frame = requestAnimationFrame(step);
    };

    placeRef.current = place;
    place(performance.now());
    marker.addTo(map);
    if (clock.state !== 'ended' && !document.hidden) {
      clock = start(clock, performance.now());
      frame = requestAnimationFrame(step);
    }
    element.dataset.markerState = clock.state;
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('visibilitychange', onVisibility);
      placeRef.current = () => undefined;
      marker.remove();
    };
  }, [map, animationKey, tooltip]);

  // A new path (live refresh): a running animation picks it up on its next frame; an ended
  // marker moves to the new position without replaying.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-place whenever a new path or heading arrives.
  useEffect(() => {
    placeRef.current(performance.now());
  }, [path, heading]);

  return null;
}
