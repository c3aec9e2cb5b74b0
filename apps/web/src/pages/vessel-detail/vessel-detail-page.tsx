import { ArrowLeftOutlined } from '@ant-design/icons';
import { navigationStatusText } from '@tracklane/domain';
import { Alert, Skeleton, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../app/session/session-store';
import { VesselNavigation, VesselParticulars } from '../../features/vessels/components/vessel-particulars';
import { VesselPopup } from '../../features/vessels/components/vessel-popup';
import { VesselShipments } from '../../features/vessels/components/vessel-shipments';
import { useVesselCurrent } from '../../features/vessels/hooks/use-vessel-current';
import { useVesselLive } from '../../features/vessels/hooks/use-vessel-live';
import { useVesselLocation } from '../../features/vessels/hooks/use-vessel-location';
import type { VesselMarkerItem } from '../../features/vessels/map/vessel-markers';
import { bearingOf, speedText } from '../../features/vessels/model/format';
import { lngLatOf } from '../../features/vessels/units';
import { TrackPanel } from './track-panel';
import '../../features/vessels/components/vessels.css';
import './vessel-detail.css';

/** A positive integer MMSI from the query, else null (the page then only explains itself). */
function mmsiOf(raw: string | null): number | null {
  const value = Number(raw);
  return raw && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * /vessel2/detail, /vessel/detail and /ais/vessel (?mmsi=) — one vessel: its navigation and
 * particulars, its track with playback on the map, and the caller's shipments on board.
 */
export default function VesselDetailPage() {
  const { t } = useTranslation('vessels');
  const language = useSession((s) => s.language);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const mmsi = mmsiOf(params.get('mmsi'));
  const current = useVesselCurrent(mmsi);
  const live = useVesselLocation(mmsi);
  useVesselLive(mmsi === null ? [] : [mmsi]);

  const vessel = current.data ?? null;
  const location =
    live.data ??
    (vessel?.position ? { ...vessel.position, dest: vessel.destination, eta: vessel.eta } : null);
  const name = vessel?.name ?? (mmsi === null ? '' : String(mmsi));
  const marker = useMemo<VesselMarkerItem | null>(
    () =>
      location && mmsi !== null
        ? { mmsi, name, position: lngLatOf(location), bearing: bearingOf(location) }
        : null,
    [location, mmsi, name],
  );
  const searchPath = pathname.startsWith('/vessel/') ? '/vessel' : '/ais-vessel';

  let panel: React.ReactNode;
  if (mmsi === null) panel = <Alert type="info" showIcon title={t('detail.missingMmsi')} />;
  else if (current.isError)
    panel = (
      <Alert
        type="error"
        showIcon
        title={t('detail.loadError')}
        description={current.error.message}
        data-testid="vessel-load-error"
      />
    );
  else if (!vessel) panel = <Skeleton active />;
  else
    panel = (
      <>
        <VesselNavigation location={location} fallback={vessel} />
        <VesselParticulars vessel={vessel} />
        <VesselShipments vessel={vessel} />
      </>
    );

  return (
    <div className="tl-vessel-detail" data-testid="vessel-detail-page">
      <header className="tl-vessel-head">
        <Link to={searchPath} className="tl-vessel-back">
          <ArrowLeftOutlined /> {t('detail.back')}
        </Link>
        <h1 data-testid="vessel-title">{name || '–'}</h1>
        {location && (
          <div className="tl-vessel-head-tags">
            <Tag color="blue" data-testid="vessel-head-status">
              {navigationStatusText(location.navStatus, language)}
            </Tag>
            <Tag>{speedText(location.sog) ?? '–'}</Tag>
          </div>
        )}
      </header>
      <aside className="tl-vessel-panel">{panel}</aside>
      <section className="tl-vessel-stage">
        <TrackPanel
          mmsi={mmsi}
          vessel={marker}
          reportedAt={location ? Date.parse(location.time) : null}
          popup={location && <VesselPopup name={name} mmsi={mmsi ?? 0} location={location} />}
        />
      </section>
    </div>
  );
}
