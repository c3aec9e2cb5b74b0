import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useOceanLive } from '../../features/ocean/hooks/use-ocean-live';
import { LazyOceanRouteMap as OceanRouteMap } from '../../features/ocean/map/lazy-ocean-route-map';
import { EmbedDrawer } from '../../features/ocean-embed/components/embed-drawer';
import { drawerModeOf } from '../../features/ocean-embed/embed-view';
import { useEmbedLanguage } from '../../features/ocean-embed/hooks/use-embed-language';
import { useEmbedShipment } from '../../features/ocean-embed/hooks/use-embed-shipment';
import { useEmbedToken } from '../../features/ocean-embed/hooks/use-embed-token';
import { parseEmbedQuery } from '../../features/ocean-embed/parse-embed-query';
import { OceanMapScreen } from '../../features/ocean-screen/ocean-map-screen';

/**
 * /map/ocean — the embedded ocean container map screen (views.md §2): a customer page frames it
 * with a query key, a number and display options. Test ids: `ocean-map-screen` (data-auth,
 * data-lookup), `embed-drawer`, `embed-notice`, and those of OceanMapScreen.
 */
export default function OceanMapPage() {
  const [params] = useSearchParams();
  const query = useMemo(() => parseEmbedQuery(params), [params]);
  useEmbedLanguage(query.language);
  const auth = useEmbedToken(query);
  const { state, detail } = useEmbedShipment(query.businessNumber, query.carrierCode, auth === 'ready');
  useOceanLive(state === 'found', { preferReadToken: true });

  const mode = drawerModeOf(query.showInfo);
  const shipment = detail?.shipment ?? null;
  const loading = auth === 'pending' || (auth === 'ready' && state === 'loading');
  return (
    <div
      style={{ position: 'relative', width: '100%', height: '100dvh' }}
      data-testid="ocean-map-screen"
      data-auth={auth}
      data-lookup={state}
    >
      {mode === 'none' ? (
        <OceanRouteMap shipment={shipment} warn={query.warn} loading={loading} />
      ) : (
        <OceanMapScreen
          initiallyHidden={mode === 'hidden'}
          drawer={
            <EmbedDrawer
              businessNumber={query.businessNumber}
              detail={detail}
              lookup={auth === 'invalid' ? 'idle' : auth === 'pending' ? 'loading' : state}
              maskReference={query.maskReference}
              focusContainer={query.containerNumber}
              fontSize={query.fontSize}
            />
          }
          map={({ leftInset }) => (
            <OceanRouteMap shipment={shipment} warn={query.warn} leftInset={leftInset} loading={loading} />
          )}
        />
      )}
    </div>
  );
}
