import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PortMap } from '../../features/ports/map/port-map';
import { parsePortCodes } from './parse-port-codes';

/** /map/port?ports=CNSHA,USLAX — the port map (views.md §2), full screen in the bare layout. */
export default function PortMapPage() {
  const { t } = useTranslation('map');
  const [params] = useSearchParams();
  const raw = params.get('ports');
  const ports = useMemo(() => parsePortCodes(raw), [raw]);
  return (
    <main
      data-testid="port-map-screen"
      aria-label={t('portMap.title')}
      style={{ width: '100vw', height: '100dvh' }}
    >
      <PortMap ports={ports} />
    </main>
  );
}
