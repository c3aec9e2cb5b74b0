import { Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from '../../../map/core/map-context';
import type { Position } from '../../../map/core/path-geometry';
import { VESSEL_ICON } from '../../../map/layers/marker-icons';

export interface PlaybackMarkerProps {
  position: Position;
  bearing: number;
}

/**
 * The vessel where the playback stands. Moved on every animation frame, so it only calls
 * setLngLat (no React state per frame beyond the caller's). Its place is also kept in data
 * attributes: browser tests read the movement without decoding the canvas.
 */
export function PlaybackMarker({ position, bearing }: PlaybackMarkerProps) {
  const map = useMap();
  const ref = useRef<{ marker: Marker; element: HTMLElement } | null>(null);

  useEffect(() => {
    const element = document.createElement('div');
    element.className = 'tl-marker tl-vessel tl-vessel-playback';
    element.dataset.testid = 'playback-marker';
    element.innerHTML = VESSEL_ICON;
    const marker = new Marker({ element, anchor: 'center' });
    ref.current = { marker, element };
    return () => {
      marker.remove();
      ref.current = null;
    };
  }, []);

  useEffect(() => {
    const entry = ref.current;
    if (!entry) return;
    entry.marker.setLngLat(position);
    if (!entry.element.isConnected) entry.marker.addTo(map);
    const icon = entry.element.querySelector<SVGElement>('.tl-vessel-icon');
    if (icon) icon.style.transform = `rotate(${bearing}deg)`;
    entry.element.dataset.lnglat = `${position[0].toFixed(6)},${position[1].toFixed(6)}`;
  }, [map, position, bearing]);

  return null;
}
