import { Popup } from 'maplibre-gl';
import { type ReactNode, useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from '../core/map-context';
import type { Position } from '../core/path-geometry';

export interface MapPopupProps {
  position: Position;
  onClose: () => void;
  children: ReactNode;
  /** Pixels between the point and the popup's tip (the marker's half height). */
  offset?: number;
}

/**
 * A MapLibre popup whose content is React (rendered through a portal), closed by its button (not
 * by a map click: the click that opens it on a marker reaches the map too).
 */
export function MapPopup({ position, onClose, children, offset = 16 }: MapPopupProps) {
  const map = useMap();
  const container = useMemo(() => document.createElement('div'), []);
  const popup = useMemo(
    () =>
      new Popup({ offset, closeButton: true, closeOnClick: false, maxWidth: '280px' }).setDOMContent(
        container,
      ),
    [container, offset],
  );

  useEffect(() => {
    popup.on('close', onClose);
    return () => {
      popup.off('close', onClose);
    };
  }, [popup, onClose]);

  useEffect(() => {
    popup.setLngLat(position);
    if (!popup.isOpen()) popup.addTo(map);
  }, [popup, map, position]);

  useEffect(
    () => () => {
      popup.remove();
    },
    [popup],
  );

  return createPortal(children, container);
}
