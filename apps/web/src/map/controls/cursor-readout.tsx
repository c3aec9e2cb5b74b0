import type { MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from '../core/map-context';
import { formatCursor } from './format-cursor';

/**
 * The cursor coordinate readout (views.md §2 Map), bottom left. Written straight to the DOM: a
 * React render per mouse move would cost more than the map's own frame.
 */
export function CursorReadout({ leftInset = 0 }: { leftInset?: number }) {
  const map = useMap();
  const { t } = useTranslation('map');
  const text = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const show = (point: { lng: number; lat: number }) => {
      if (text.current) text.current.textContent = formatCursor(point, t('cursor.lat'), t('cursor.lon'));
    };
    let pointed = false;
    const onMove = (event: MapMouseEvent) => {
      pointed = true;
      show(event.lngLat);
    };
    // Until a pointer moves (and on touch screens, which have none) it reads the centre.
    const onMoveEnd = () => {
      if (!pointed) show(map.getCenter());
    };
    onMoveEnd();
    map.on('mousemove', onMove);
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('mousemove', onMove);
      map.off('moveend', onMoveEnd);
    };
  }, [map, t]);
  return (
    <div
      ref={text}
      className="tl-map-overlay tl-map-cursor"
      data-testid="map-cursor"
      style={{ left: 8 + leftInset }}
    />
  );
}
