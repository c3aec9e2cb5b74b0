import { useCallback, useMemo, useState } from 'react';
import { MapView } from '../../../map/core/map-view';
import type { Position } from '../../../map/core/path-geometry';
import { FitBounds } from '../../../map/layers/fit-bounds';
import { MapPopup } from '../../../map/layers/map-popup';
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
  /** The playback marker, drawn only while a playback is under way (else the vessel stands alone). */
  playback: { position: Position; bearing: number } | null;
  /** The vessel's popup, opened by a click on its marker. */
  popup?: React.ReactNode;
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

/**
 * The vessel at its current AIS position (the first ship drawn, and the end of the track), its
 * track over the chosen range, and while a playback runs, the playback marker instead.
 */
export function VesselTrackMap({ track, trackKey, vessel, playback, popup }: VesselTrackMapProps) {
  const line = useMemo(() => lineOf(track), [track]);
  const vessels = useMemo(() => (vessel && !playback ? [vessel] : []), [vessel, playback]);
  const [open, setOpen] = useState(false);
  const onSelect = useCallback(() => setOpen(true), []);
  const onClose = useCallback(() => setOpen(false), []);
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
        <VesselMarkers vessels={vessels} selected={vessel?.mmsi ?? null} onSelect={onSelect} />
        {open && vessel && popup && !playback && (
          <MapPopup position={vessel.position} onClose={onClose}>
            {popup}
          </MapPopup>
        )}
        {playback && <PlaybackMarker position={playback.position} bearing={playback.bearing} />}
        <FitBounds points={fit} maxZoom={7} padding={40} labelRoom={0} />
      </MapView>
    </div>
  );
}
