import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BaseLayerId, baseVisibility } from '../core/base-style';
import type { TileConfig } from '../core/map-config';
import { useMap } from '../core/map-context';

/** Chooses the base (offline land, geo tiles, ocean tiles) and the sea-mark overlay; only shown
 *  when a deployment configured tile URLs (map-config.ts). */
export function BaseLayerSwitcher({ tiles }: { tiles: TileConfig }) {
  const map = useMap();
  const { t } = useTranslation('map');
  const [base, setBase] = useState<BaseLayerId>('offline');
  const [seamark, setSeamark] = useState(false);

  useEffect(() => {
    const visibility = { ...baseVisibility(base), 'overlay-seamark': seamark };
    for (const [id, visible] of Object.entries(visibility))
      if (map.getLayer(id)) map.setLayoutProperty(id, 'visibility', visible ? 'visible' : 'none');
  }, [map, base, seamark]);

  const bases: BaseLayerId[] = [
    'offline',
    ...(tiles.geo ? ['geo' as const] : []),
    ...(tiles.ocean ? ['ocean' as const] : []),
  ];
  return (
    <div className="tl-map-overlay tl-map-switcher" data-testid="map-base-switcher">
      {bases.length > 1 &&
        bases.map((id) => (
          <label key={id}>
            <input type="radio" name="tl-map-base" checked={base === id} onChange={() => setBase(id)} />
            {t(`base.${id}`)}
          </label>
        ))}
      {tiles.seamark && (
        <label>
          <input type="checkbox" checked={seamark} onChange={(e) => setSeamark(e.target.checked)} />
          {t('base.seamark')}
        </label>
      )}
    </div>
  );
}
