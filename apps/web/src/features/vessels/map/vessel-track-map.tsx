import { useMemo } from 'react';
import { MapView } from '../../../map/core/map-view';
import type { Position } from '../../../map/core/path-geometry';
import { FitBounds } from '../../../map/layers/fit-bounds';
import { type RouteCollection, RouteLayer } from '../../../map/layers/route-layer';
import type { TrackPoint } from '../model/playback';
import { PlaybackMarker } from './playback-marker';
import { type VesselMarkerItem, VesselMarkers } from './vessel-markers';

/** views.md §9: vessel colour. */
const VESSEL_COLOUR = '#3567DF';

export interface VesselTrackMapProps {
  track: readonly TrackPoint[];
  /** Identifies the track's range: the map is fitted once per range, not on every live point. */
  trackKey: string;
  vessel: VesselMarkerItem | null;
  playback: { position: Position; bearing: number } | null;
}

function lineOf(track: readonly TrackPoint[]): RouteCollection {
  if (track.length < 2) return { type: 'FeatureCollection', features: [] };
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { color: VESSEL_COLOUR, width: 3, dashed: false },
        geometry: { type: 'LineString', coordinates: track.map((p) => p.position) },
      },
    ],
  };
}

/** The vessel's live position, its track over the chosen range and the playback marker. */
export function VesselTrackMap({ track, trackKey, vessel, playback }: VesselTrackMapProps) {
  const line = useMemo(() => lineOf(track), [track]);
  const vessels = useMemo(() => (vessel ? [vessel] : []), [vessel]);
  const fitKey = `${trackKey}|${track.length > 0}|${vessel !== null}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitted once per range, see trackKey.
  const fit = useMemo<Position[]>(() => {
    const points = track.map((p) => p.position);
    return vessel ? [...points, vessel.position] : points;
  }, [fitKey]);
  return (
    <div className="tl-vessel-map" data-testid="vessel-track-map" data-track-points={track.length}>
      <MapView>
        <RouteLayer id="vessel-track" data={line} />
        <VesselMarkers vessels={vessels} selected={vessel?.mmsi ?? null} />
        {playback && <PlaybackMarker position={playback.position} bearing={playback.bearing} />}
        <FitBounds points={fit} maxZoom={7} padding={40} labelRoom={0} />
      </MapView>
    </div>
  );
}
