import { PauseCircleFilled, PlayCircleFilled } from '@ant-design/icons';
import { Button, Select, Slider } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../shared/time/zoned-time';
import { PLAYBACK_SPEEDS, type Playback, type PlaybackSpeed, type Span } from '../model/playback';

export interface PlaybackBarProps {
  span: Span;
  state: Playback;
  onPlay: () => void;
  onPause: () => void;
  onSeek: (at: number) => void;
  onSpeed: (speed: PlaybackSpeed) => void;
}

/** Play/pause, speed and a slider over the track's own time. */
export function PlaybackBar({ span, state, onPlay, onPause, onSeek, onSpeed }: PlaybackBarProps) {
  const { t } = useTranslation('vessels');
  // AIS time has no port: the user's (or chosen) zone, labelled; month-day to the minute.
  const { time } = useTimeFormat();
  const timeText = (at: number) => {
    const z = time(at);
    return z ? `${z.text.slice(5)} ${z.zone}` : '';
  };
  return (
    <div className="tl-playback" data-testid="playback-bar" data-playing={state.playing}>
      <Button
        type="text"
        shape="circle"
        size="large"
        icon={state.playing ? <PauseCircleFilled /> : <PlayCircleFilled />}
        aria-label={state.playing ? t('playback.pause') : t('playback.play')}
        title={state.playing ? t('playback.pause') : t('playback.play')}
        onClick={state.playing ? onPause : onPlay}
        data-testid="playback-toggle"
      />
      <div className="tl-playback-track">
        <Slider
          min={span.from}
          max={span.to}
          step={1000}
          value={state.at}
          onChange={onSeek}
          tooltip={{ formatter: (value) => (value === undefined ? '' : timeText(value)) }}
          aria-label={t('playback.time')}
          data-testid="playback-slider"
        />
        <div className="tl-playback-times">
          <span>{timeText(span.from)}</span>
          <strong data-testid="playback-time" data-at={state.at}>
            {timeText(state.at)}
          </strong>
          <span>{timeText(span.to)}</span>
        </div>
      </div>
      <Select<PlaybackSpeed>
        size="small"
        value={state.speed}
        onChange={onSpeed}
        options={PLAYBACK_SPEEDS.map((speed) => ({ value: speed, label: `${speed}×` }))}
        aria-label={t('playback.speed')}
        popupMatchSelectWidth={false}
        data-testid="playback-speed"
      />
    </div>
  );
}
