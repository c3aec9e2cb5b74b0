import { DatePicker, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { earliestTrackStart, TRACK_PRESETS, type TrackPreset } from '../model/track-range';

export type TrackChoice = TrackPreset | 'custom';

export interface TrackRangePickerProps {
  choice: TrackChoice;
  onPreset: (preset: TrackChoice) => void;
  /** The custom range's days, once picked. */
  custom: [Dayjs, Dayjs] | null;
  onCustom: (range: [Dayjs, Dayjs]) => void;
}

/** Last 24 h, 3, 7 or 30 days, or any range in the six months the server keeps. */
export function TrackRangePicker({ choice, onPreset, custom, onCustom }: TrackRangePickerProps) {
  const { t } = useTranslation('vessels');
  const earliest = dayjs(earliestTrackStart(new Date()));
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
        <DatePicker.RangePicker
          size="small"
          value={custom}
          allowClear={false}
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          placeholder={[t('track.maxRange'), t('track.maxRange')]}
          disabledDate={(day) => day.isBefore(earliest, 'day') || day.isAfter(dayjs(), 'day')}
          onChange={(range) => {
            if (range?.[0] && range[1]) onCustom([range[0], range[1]]);
          }}
          data-testid="track-custom-range"
        />
      )}
    </div>
  );
}
