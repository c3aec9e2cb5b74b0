import { localNameOf } from '@tracklane/domain';
import { useMemo } from 'react';
import { useSession } from '../../../app/session/session-store';
import { MapView } from '../../../map/core/map-view';
import { FitBounds } from '../../../map/layers/fit-bounds';
import { PortMarkers, type PortPoint } from '../../../map/layers/port-markers';
import { usePortLocations } from '../hooks/use-port-locations';

/**
 * CONTRACT (issue 6) — the port map of views.md §2: a container marker with a permanent name
 * tooltip on each port; fit to all, or pan if one.
 */
export interface PortMapProps {
  /** UN/LOCODEs, e.g. ['CNSHA', 'USLAX']. */
  ports: string[];
}

/** `data-testid="port-map"` with `data-port-count`: the ports found (unknown codes are ignored). */
export function PortMap({ ports }: PortMapProps) {
  const codes = useMemo(
    () => [...new Set(ports.map((c) => c.trim().toUpperCase()).filter(Boolean))],
    [ports],
  );
  const { data, isPending } = usePortLocations(codes);
  const language = useSession((s) => s.language);
  const points = useMemo<PortPoint[]>(
    () =>
      (data ?? []).map((p) => ({
        code: p.code,
        name: localNameOf({ en: p.name, cn: p.nameCn, jp: p.nameJp }, language) ?? p.code,
        lng: p.lon,
        lat: p.lat,
      })),
    [data, language],
  );
  const extent = useMemo(() => points.map((p) => [p.lng, p.lat] as [number, number]), [points]);
  return (
    <div
      data-testid="port-map"
      data-port-count={isPending && codes.length > 0 ? undefined : points.length}
      style={{ width: '100%', height: '100%' }}
    >
      <MapView>
        <PortMarkers ports={points} icon="container" />
        <FitBounds points={extent} maxZoom={6} />
      </MapView>
    </div>
  );
}
