import { DatePicker, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  fromPickerValue,
  PICKER_CLOCK_FORMAT,
  PICKER_MINUTE_FORMAT,
  toPickerValue,
} from '../../../shared/time/zoned-picker';
import { useTimeFormat } from '../../../shared/time/zoned-time';
import { earliestTrackStart, TRACK_PRESETS, type TrackPreset } from '../model/track-range';

export type TrackChoice = TrackPreset | 'custom';

export interface TrackRangePickerProps {
  choice: TrackChoice;
  onPreset: (preset: TrackChoice) => void;
  /** The custom range, once picked. */
  custom: [Date, Date] | null;
  onCustom: (range: [Date, Date]) => void;
}

/**
 * Last 24 h, 3, 7 or 30 days, or any range in the six months the server keeps, picked on the
 * clock the user reads times in (no port applies to a track) and labelled with its zone.
 */
export function TrackRangePicker({ choice, onPreset, custom, onCustom }: TrackRangePickerProps) {
  const { t } = useTranslation('vessels');
  const { zoneOf, time } = useTimeFormat();
  const zone = zoneOf();
  const now = new Date();
  const earliest = toPickerValue(earliestTrackStart(now), zone);
  const latest = toPickerValue(now, zone);
  const options = [...TRACK_PRESETS, 'custom' as const].map((value) => ({
    value,
    label: t(`track.${value}`),
  }));
  return (
    <div className="tl-track-range" data-testid="track-range">
      <Segmented<TrackChoice>
        size="small"
        value={choice}
        options={options}
        onChange={onPreset}
        data-testid="track-presets"
      />
      {choice === 'custom' && (
        <>
          <DatePicker.RangePicker
            size="small"
            value={custom && [toPickerValue(custom[0], zone), toPickerValue(custom[1], zone)]}
            allowClear={false}
            showTime={{ format: PICKER_CLOCK_FORMAT }}
            format={PICKER_MINUTE_FORMAT}
            placeholder={[t('track.maxRange'), t('track.maxRange')]}
            disabledDate={(day) => day.isBefore(earliest, 'day') || day.isAfter(latest, 'day')}
            onChange={(range) => {
              if (range?.[0] && range[1])
                onCustom([fromPickerValue(range[0], zone), fromPickerValue(range[1], zone)]);
            }}
            data-testid="track-custom-range"
          />
          <span className="tl-time-zone" data-testid="track-custom-zone">
            {time(now)?.zone}
          </span>
        </>
      )}
    </div>
  );
}
