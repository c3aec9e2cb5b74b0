import { Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from '../../../map/core/map-context';
import type { Position } from '../../../map/core/path-geometry';
import { VESSEL_ICON } from '../../../map/layers/marker-icons';

export interface VesselMarkerItem {
  mmsi: number;
  name: string;
  position: Position;
  /** Degrees clockwise from north. */
  bearing: number;
}

export interface VesselMarkersProps {
  vessels: readonly VesselMarkerItem[];
  /** The selected vessel shows its name; the others on hover. */
  selected?: number | null;
  onSelect?: (mmsi: number) => void;
}

function markerElement(mmsi: number, clickable: boolean): HTMLElement {
  const element = document.createElement('div');
  element.className = `tl-marker tl-vessel tl-vessel-position${clickable ? ' tl-vessel-position--link' : ''}`;
  element.dataset.testid = 'vessel-position-marker';
  element.dataset.mmsi = String(mmsi);
  element.tabIndex = 0;
  element.innerHTML = VESSEL_ICON;
  const label = document.createElement('div');
  label.className = 'tl-marker-label';
  element.appendChild(label);
  return element;
}

/**
 * Vessels at their latest positions (views.md §9: #3567DF, rotated by heading), one HTML marker
 * each: a list holds at most ten, and HTML markers take clicks and keyboard focus for free.
 * Markers are made when the set of vessels changes and only moved when their positions do.
 */
export function VesselMarkers({ vessels, selected = null, onSelect }: VesselMarkersProps) {
  const map = useMap();
  const markers = useRef(new Map<number, { marker: Marker; element: HTMLElement }>());
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const ids = vessels.map((v) => v.mmsi).join(',');

  useEffect(() => {
    const made = markers.current;
    for (const mmsi of ids ? ids.split(',').map(Number) : []) {
      const element = markerElement(mmsi, Boolean(onSelectRef.current));
      const open = () => onSelectRef.current?.(mmsi);
      element.addEventListener('click', open);
      element.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') open();
      });
      made.set(mmsi, { marker: new Marker({ element, anchor: 'center' }), element });
    }
    return () => {
      for (const { marker } of made.values()) marker.remove();
      made.clear();
    };
  }, [ids]);

  useEffect(() => {
    for (const vessel of vessels) {
      const entry = markers.current.get(vessel.mmsi);
      if (!entry) continue;
      const { marker, element } = entry;
      marker.setLngLat(vessel.position);
      // Where it is drawn, readable by tests and assistive tooling alike.
      element.dataset.lng = String(vessel.position[0]);
      element.dataset.lat = String(vessel.position[1]);
      if (!marker.getElement().isConnected) marker.addTo(map);
      const icon = element.querySelector<SVGElement>('.tl-vessel-icon');
      if (icon) icon.style.transform = `rotate(${vessel.bearing}deg)`;
      const label = element.querySelector('.tl-marker-label');
      if (label) label.textContent = vessel.name;
      element.setAttribute('aria-label', vessel.name);
      element.classList.toggle('tl-vessel-position--selected', vessel.mmsi === selected);
    }
  }, [map, vessels, selected]);

  return null;
}
