import type { AisStation } from '@tracklane/domain';
import { Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from '../../../map/core/map-context';
import { keepLabelInside } from '../../../map/layers/label-inside';
import { bearingOf } from '../model/format';
import { lngLatOf } from '../units';
import { stationIcon } from './ais-station-icons';

export interface AisStationMarkersProps {
  stations: readonly AisStation[];
  selected: number | null;
  onSelect: (mmsi: number) => void;
  /** The accessible name of a marker (its kind and name or MMSI, in the user's language). */
  labelOf: (station: AisStation) => string;
}

function markerElement(station: AisStation): HTMLElement {
  const element = document.createElement('div');
  element.className = `tl-marker tl-station tl-station--${station.kind}`;
  element.dataset.testid = 'ais-station-marker';
  element.dataset.kind = station.kind;
  element.dataset.mmsi = String(station.mmsi);
  element.tabIndex = 0;
  element.setAttribute('role', 'button');
  element.innerHTML = stationIcon(station.kind, station.virtualAid === true);
  const label = document.createElement('div');
  label.className = 'tl-marker-label';
  element.appendChild(label);
  return element;
}

/**
 * Base stations, aids to navigation and SAR aircraft as HTML markers (a view holds at most 500):
 * made when the set of stations changes, moved when they move (SAR aircraft fly). A click or
 * Enter selects one.
 */
export function AisStationMarkers({ stations, selected, onSelect, labelOf }: AisStationMarkersProps) {
  const map = useMap();
  const markers = useRef(new Map<number, { marker: Marker; element: HTMLElement }>());
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const ids = stations.map((s) => `${s.mmsi}:${s.kind}:${s.virtualAid === true}`).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: remade only when the set changes (ids).
  useEffect(() => {
    const made = markers.current;
    for (const station of stations) {
      const element = markerElement(station);
      const open = () => onSelectRef.current(station.mmsi);
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        open();
      });
      element.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') open();
      });
      // The label shows on hover and focus: kept inside the map (a 375 px map is narrow).
      const fit = () => {
        const label = element.querySelector<HTMLElement>('.tl-marker-label');
        if (label) keepLabelInside(label, map.getContainer().getBoundingClientRect());
      };
      element.addEventListener('mouseenter', fit);
      element.addEventListener('focus', fit);
      made.set(station.mmsi, { marker: new Marker({ element, anchor: 'center' }), element });
    }
    return () => {
      for (const { marker } of made.values()) marker.remove();
      made.clear();
    };
  }, [ids]);

  useEffect(() => {
    for (const station of stations) {
      const entry = markers.current.get(station.mmsi);
      if (!entry) continue;
      const { marker, element } = entry;
      const position = lngLatOf(station);
      marker.setLngLat(position);
      element.dataset.lng = String(position[0]);
      element.dataset.lat = String(position[1]);
      if (!element.isConnected) marker.addTo(map);
      const icon = element.querySelector<SVGElement>('.tl-station-rotate');
      if (icon) icon.style.transform = `rotate(${bearingOf({ hdg: null, cog: station.cog })}deg)`;
      const name = labelOf(station);
      const label = element.querySelector('.tl-marker-label');
      if (label) label.textContent = name;
      element.setAttribute('aria-label', name);
      element.classList.toggle('tl-station--selected', station.mmsi === selected);
      if (station.mmsi === selected && label instanceof HTMLElement)
        keepLabelInside(label, map.getContainer().getBoundingClientRect());
    }
  }, [map, stations, selected, labelOf]);

  return null;
}
