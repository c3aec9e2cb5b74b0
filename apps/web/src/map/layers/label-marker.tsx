import { Marker } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from '../core/map-context';

export interface LabelMarkerProps {
  at: [number, number];
  text: string;
  className: string;
  testId: string;
}

/** An always-open text tooltip on the map, e.g. the delay days at the vessel leg's midpoint. */
export function LabelMarker({ at, text, className, testId }: LabelMarkerProps) {
  const map = useMap();
  const [lng, lat] = at;
  useEffect(() => {
    const element = document.createElement('div');
    element.className = className;
    element.dataset.testid = testId;
    element.textContent = text;
    const marker = new Marker({ element, anchor: 'bottom' }).setLngLat([lng, lat]).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, lng, lat, text, className, testId]);
  return null;
}
