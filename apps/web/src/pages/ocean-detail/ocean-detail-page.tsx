import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../app/session/session-store';
import { businessNumberOfState, subscriptionIdOf } from '../../features/ocean';
import { useOceanDetail } from '../../features/ocean/hooks/use-ocean-detail';
import { useOceanLive } from '../../features/ocean/hooks/use-ocean-live';
import { LazyOceanRouteMap as OceanRouteMap } from '../../features/ocean/map/lazy-ocean-route-map';
import { OceanInfoDrawer } from '../../features/ocean-detail';
import { OceanMapScreen } from '../../features/ocean-screen/ocean-map-screen';
import { MY_SHIPMENTS_PATH } from '../../shared/paths';
import { LazyAlert as Alert } from '../../shared/ui/lazy-alert';
import './ocean-detail-page.css';

/** Desktop drawer width: room for the timeline's two-column times without crowding the map. */
const DRAWER_WIDTH = 440;

/**
 * /ocean/detail?id= — one tracked shipment: the info drawer over the route map (views.md §2).
 * `key` (a shared QR link) makes it the read-only client view; `containerNumber` opens that box
 * first; `hiddenReference=1` masks numbers; delays are highlighted unless `warn=false`.
 */
export default function OceanDetailPage() {
  const { t } = useTranslation('oceanDetail');
  const [params] = useSearchParams();
  const linked = subscriptionIdOf(params.get('id'));
  const id = 'id' in linked ? linked.id : null;
  const key = params.get('key');
  const detail = useOceanDetail(id, key);
  // Until the detail arrives: the number the link carried, never the subscription id.
  const linkedNumber = businessNumberOfState(useLocation().state);
  const bare = useSession((s) => s.sdk);
  useOceanLive(Boolean(id));

  const notice = !id ? (
    <Alert
      type="info"
      showIcon
      title={t('problem' in linked && linked.problem === 'malformed' ? 'malformedId' : 'missingId')}
      data-testid="detail-no-id"
    />
  ) : detail.error ? (
    <Alert
      type="error"
      showIcon
      title={t('loadError')}
      description={detail.error.message}
      data-testid="detail-load-error"
    />
  ) : null;

  return (
    <div className={`tl-detail-page${bare ? ' tl-detail-page--bare' : ''}`} data-testid="ocean-detail-page">
      <OceanMapScreen
        drawerWidth={DRAWER_WIDTH}
        drawer={
          <OceanInfoDrawer
            detail={detail.data ?? null}
            businessNumber={detail.data ? undefined : linkedNumber}
            loading={detail.isLoading}
            notice={notice}
            maskReference={params.get('hiddenReference') === '1'}
            focusContainer={params.get('containerNumber') ?? undefined}
            readOnly={Boolean(key)}
            // A shared link's reader (key) has no list of their own; an embed has no app around it.
            backTo={key || bare ? undefined : MY_SHIPMENTS_PATH}
          />
        }
        map={(layout) => (
          <OceanRouteMap
            shipment={detail.data?.shipment ?? null}
            loading={detail.isLoading}
            warn={params.get('warn') !== 'false'}
            leftInset={layout.leftInset}
          />
        )}
      />
    </div>
  );
}
