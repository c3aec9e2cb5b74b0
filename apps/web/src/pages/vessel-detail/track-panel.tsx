import { Alert } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaybackBar } from '../../features/vessels/components/playback-bar';
import { type TrackChoice, TrackRangePicker } from '../../features/vessels/components/track-range-picker';
import { usePlayback } from '../../features/vessels/hooks/use-playback';
import { useVesselTrack } from '../../features/vessels/hooks/use-vessel-track';
import { LazyVesselTrackMap } from '../../features/vessels/map/lazy-vessel-maps';
import type { VesselMarkerItem } from '../../features/vessels/map/vessel-markers';
import { endingAt, toTrackPoints } from '../../features/vessels/model/playback';
import { clampRange, presetRange, type TimeRange } from '../../features/vessels/model/track-range';

/**
 * The map side of the detail page: range choice above, the track and its playback on the map,
 * the playback controls below. The range is fixed when chosen (not "now" on every render), so
 * the request and its cache key stay put while live points extend the track.
 */
export function TrackPanel({
  mmsi,
  vessel,
  reportedAt,
  popup,
}: {
  mmsi: number | null;
  vessel: VesselMarkerItem | null;
  /** When the vessel reported the position `vessel` stands at (epoch ms). */
  reportedAt: number | null;
  /** What a click on the vessel's marker shows. */
  popup?: React.ReactNode;
}) {
  const { t } = useTranslation('vessels');
  const [choice, setChoice] = useState<TrackChoice>('24h');
  const [custom, setCustom] = useState<[Date, Date] | null>(null);
  const [range, setRange] = useState<TimeRange>(() => presetRange('24h', new Date()));
  const track = useVesselTrack(choice === 'custom' && !custom ? null : mmsi, range);
  // The track ends at the vessel's current AIS position, where its live marker stands.
  const points = useMemo(() => {
    const fetched = toTrackPoints(track.data ?? []);
    if (fetched.length === 0 || !vessel || reportedAt === null) return fetched;
    return endingAt(fetched, { t: reportedAt, position: vessel.position, bearing: vessel.bearing });
  }, [track.data, vessel, reportedAt]);
  const trackKey = `${range.start.getTime()}-${range.end.getTime()}`;
  const playback = usePlayback(points, trackKey);

  const onPreset = (next: TrackChoice) => {
    setChoice(next);
    if (next !== 'custom') setRange(presetRange(next, new Date()));
    else if (custom) setRange(clampRange({ start: custom[0], end: custom[1] }, new Date()));
  };
  const onCustom = (next: [Date, Date]) => {
    setCustom(next);
    setRange(clampRange({ start: next[0], end: next[1] }, new Date()));
  };

  let status: React.ReactNode = null;
  if (track.isError)
    status = <Alert type="warning" showIcon title={t('track.failed')} description={track.error.message} />;
  else if (track.isFetching && !track.data) status = t('track.loading');
  else if (track.data && points.length === 0) status = t('track.empty');
  else if (track.data) status = t('track.points', { count: points.length });

  return (
    <>
      <div className="tl-track-bar tl-track-bar--top">
        <TrackRangePicker choice={choice} onPreset={onPreset} custom={custom} onCustom={onCustom} />
        <div className="tl-track-status" data-testid="track-status" data-points={points.length}>
          {status}
        </div>
      </div>
      <LazyVesselTrackMap
        track={points}
        trackKey={trackKey}
        vessel={vessel}
        popup={popup}
        playback={playback.marker && playback.span && !playback.atEnd ? playback.marker : null}
      />
      {playback.span && playback.state && (
        <div className="tl-track-bar">
          <PlaybackBar
            span={playback.span}
            state={playback.state}
            onPlay={playback.play}
            onPause={playback.pause}
            onSeek={playback.seek}
            onSpeed={playback.setSpeed}
          />
        </div>
      )}
    </>
  );
}
