import { AIS_STATION_KINDS, type AisStation, type AisStationKind } from '@tracklane/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from '../../../map/core/map-context';
import type { MapViewBox } from '../api/vessel-api';
import { useAisStations } from '../hooks/use-ais-stations';
import { viewBoxOf } from '../model/map-view-box';
import { AisStationCard } from './ais-station-card';
import { STATION_COLOURS } from './ais-station-icons';
import { kindKey } from './ais-station-keys';
import { AisStationMarkers } from './ais-station-markers';

const sameView = (a: MapViewBox | null, b: MapViewBox) =>
  a !== null && a.west === b.west && a.south === b.south && a.east === b.east && a.north === b.north;

/**
 * The AIS stations that are not ships (issue 19) over the map they are placed in: base stations,
 * aids to navigation and SAR aircraft of the visible area, each kind its own marker, a legend
 * that turns each kind on and off, and a card with the fields of the one clicked.
 */
export function AisStationLayer() {
  const map = useMap();
  const { t } = useTranslation('vessels');
  const [view, setView] = useState<MapViewBox | null>(null);
  const [kinds, setKinds] = useState<readonly AisStationKind[]>(AIS_STATION_KINDS);
  const [selected, setSelected] = useState<number | null>(null);

  useEffect(() => {
    const update = () => {
      const b = map.getBounds();
      const next = viewBoxOf({
        west: b.getWest(),
        south: b.getSouth(),
        east: b.getEast(),
        north: b.getNorth(),
      });
      setView((prev) => (sameView(prev, next) ? prev : next));
    };
    update();
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [map]);

  const query = useAisStations(view, kinds);
  const stations = kinds.length > 0 ? (query.data ?? []).filter((s) => kinds.includes(s.kind)) : [];
  const current = stations.find((s) => s.mmsi === selected) ?? null;
  const labelOf = useCallback(
    (s: AisStation) => `${t(`stations.kind.${kindKey(s.kind)}`)} ${s.name ?? s.mmsi}`,
    [t],
  );
  const toggle = (kind: AisStationKind, on: boolean) =>
    setKinds((before) => AIS_STATION_KINDS.filter((k) => (k === kind ? on : before.includes(k))));

  return (
    <>
      <AisStationMarkers stations={stations} selected={selected} onSelect={setSelected} labelOf={labelOf} />
      <fieldset
        className="tl-map-overlay tl-station-legend"
        data-testid="ais-station-legend"
        data-count={stations.length}
      >
        <legend className="tl-station-legend-title">{t('stations.legend')}</legend>
        {AIS_STATION_KINDS.map((kind) => (
          <label key={kind}>
            <input
              type="checkbox"
              checked={kinds.includes(kind)}
              onChange={(e) => toggle(kind, e.target.checked)}
              data-testid={`ais-station-toggle-${kind}`}
            />
            <span className="tl-station-swatch" style={{ background: STATION_COLOURS[kind] }} />
            {t(`stations.kind.${kindKey(kind)}`)}
          </label>
        ))}
      </fieldset>
      {current && <AisStationCard station={current} onClose={() => setSelected(null)} />}
    </>
  );
}
