import { useMemo } from 'react';
import { MapView } from '../../../map/core/map-view';
import type { Position } from '../../../map/core/path-geometry';
import { FitBounds } from '../../../map/layers/fit-bounds';
import { AisStationLayer } from './ais-station-layer';
import { type VesselMarkerItem, VesselMarkers } from './vessel-markers';

export interface VesselSearchMapProps {
  vessels: readonly VesselMarkerItem[];
  selected?: number | null;
  onSelect: (mmsi: number) => void;
}

/**
 * The searched vessels at their live positions, fitted once per set of results, over the AIS
 * stations of the view (base stations, aids to navigation, SAR aircraft).
 */
export function VesselSearchMap({ vessels, selected, onSelect }: VesselSearchMapProps) {
  // Fitted to the set of vessels, not to every live move: a push must not undo the user's panning.
  const ids = vessels.map((v) => v.mmsi).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit only when the results change.
  const fit = useMemo<Position[]>(() => vessels.map((v) => v.position), [ids]);
  return (
    <div className="tl-vessel-map" data-testid="vessel-search-map" data-vessels={vessels.length}>
      <MapView>
        <AisStationLayer />
        <VesselMarkers vessels={vessels} selected={selected} onSelect={onSelect} />
        <FitBounds points={fit} maxZoom={7} padding={40} labelRoom={0} />
      </MapView>
    </div>
  );
}
