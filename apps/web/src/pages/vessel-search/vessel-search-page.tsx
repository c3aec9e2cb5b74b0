import { Alert, Empty, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { VesselResultList } from '../../features/vessels/components/vessel-result-list';
import { VesselSearchBox } from '../../features/vessels/components/vessel-search-box';
import { useVesselLive } from '../../features/vessels/hooks/use-vessel-live';
import { useVesselLocations } from '../../features/vessels/hooks/use-vessel-locations';
import { useVesselSearch, VESSEL_LIST_LIMIT } from '../../features/vessels/hooks/use-vessel-search';
import { LazyVesselSearchMap } from '../../features/vessels/map/lazy-vessel-maps';
import type { VesselMarkerItem } from '../../features/vessels/map/vessel-markers';
import { bearingOf } from '../../features/vessels/model/format';
import { lngLatOf } from '../../features/vessels/units';
import '../../features/vessels/components/vessels.css';

/** /vessel opens its own detail path; /ais-vessel (the protected one) the /vessel2 detail. */
const detailPathOf = (pathname: string) =>
  pathname.startsWith('/vessel') ? '/vessel/detail' : '/vessel2/detail';

/**
 * /ais-vessel and /vessel — vessel search: a keyword (kept in the URL, so back returns to the
 * results) lists up to 10 vessels beside their live positions; a row or marker opens the detail.
 */
export default function VesselSearchPage() {
  const { t } = useTranslation('vessels');
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const kw = params.get('kw')?.trim() ?? '';
  const search = useVesselSearch(kw);
  const vessels = kw && search.data ? search.data : [];
  const [hovered, setHovered] = useState<number | null>(null);
  const locations = useVesselLocations(vessels);
  useVesselLive(vessels.map((v) => v.mmsi));

  const markers = useMemo<VesselMarkerItem[]>(
    () =>
      vessels.flatMap((vessel) => {
        const at = locations.get(vessel.mmsi) ?? vessel.position;
        if (!at) return [];
        return [
          {
            mmsi: vessel.mmsi,
            name: vessel.name ?? String(vessel.mmsi),
            position: lngLatOf(at),
            bearing: bearingOf(at),
          },
        ];
      }),
    [vessels, locations],
  );

  const open = (mmsi: number) => navigate(`${detailPathOf(pathname)}?mmsi=${mmsi}`);
  const onSearch = (next: string) => setParams(next ? { kw: next } : {});

  let body: React.ReactNode;
  if (!kw)
    body = (
      <Empty
        description={
          <>
            <strong>{t('search.emptyTitle')}</strong>
            <br />
            {t('search.emptyText')}
          </>
        }
        data-testid="vessel-search-empty"
      />
    );
  else if (search.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('search.failed')}
        description={search.error.message}
        data-testid="vessel-search-error"
      />
    );
  else if (search.isPending) body = <Spin />;
  else if (vessels.length === 0)
    body = (
      <Empty
        description={
          <>
            <strong>{t('search.noResult', { kw })}</strong>
            <br />
            {t('search.noResultText')}
          </>
        }
        data-testid="vessel-search-none"
      />
    );
  else
    body = (
      <>
        <div className="tl-vessel-count" data-testid="vessel-count">
          {t('search.count', { count: vessels.length })}
          {vessels.length >= VESSEL_LIST_LIMIT && ` · ${t('search.limit')}`}
        </div>
        <VesselResultList
          vessels={vessels}
          locations={locations}
          selected={hovered}
          onOpen={open}
          onHover={setHovered}
        />
      </>
    );

  return (
    <div className="tl-vessel-page tl-vessel-page--search" data-testid="vessel-search-page">
      <aside className="tl-vessel-panel">
        <div>
          <h1>{t('search.title')}</h1>
          <p className="tl-vessel-panel-subtitle">{t('search.subtitle')}</p>
        </div>
        <VesselSearchBox value={kw} onSearch={onSearch} loading={search.isFetching} />
        {body}
      </aside>
      <section className="tl-vessel-stage">
        <LazyVesselSearchMap vessels={markers} selected={hovered} onSelect={open} />
      </section>
    </div>
  );
}
