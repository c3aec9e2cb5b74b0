import { Marker } from 'maplibre-gl';
import { useEffect } from 'react';
import { useMap } from '../core/map-context';
import { CONTAINER_ICON, PORT_DOT_ICON } from './marker-icons';

export interface PortPoint {
  code: string;
  name: string;
  lng: number;
  lat: number;
}

export interface PortMarkersProps {
  ports: readonly PortPoint[];
  /** 'container' on the port map (views.md §2), a small dot on route maps. */
  icon?: 'container' | 'dot';
}

function markerElement(port: PortPoint, icon: 'container' | 'dot'): HTMLElement {
  const element = document.createElement('div');
  element.className = 'tl-marker tl-port';
  element.dataset.testid = 'port-marker';
  element.dataset.portCode = port.code;
  element.innerHTML = icon === 'container' ? CONTAINER_ICON : PORT_DOT_ICON;
  const label = document.createElement('div');
  label.className = 'tl-marker-label';
  label.dataset.testid = 'port-marker-name';
  // textContent, not innerHTML: port names are data.
  label.textContent = port.name;
  element.appendChild(label);
  return element;
}

/** HTML markers with a permanent name tooltip (text without glyphs: the style has none). */
export function PortMarkers({ ports, icon = 'dot' }: PortMarkersProps) {
  const map = useMap();
  useEffect(() => {
    // Added last to first: a later marker paints over an earlier one, so where two ports sit
    // close (Yantian and its transshipment at Hong Kong) the earlier port's name, the shipment's
    // origin, stays readable instead of hiding under the next port's label.
    const markers = [...ports]
      .reverse()
      .map((port) =>
        new Marker({ element: markerElement(port, icon), anchor: 'center' })
          .setLngLat([port.lng, port.lat])
          .addTo(map),
      );
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [map, ports, icon]);
  return null;
}
