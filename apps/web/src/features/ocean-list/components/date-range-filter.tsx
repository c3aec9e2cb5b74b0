import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

const DAY = 'YYYY-MM-DD';
const toDay = (d: Dayjs | null | undefined) => (d ? d.format(DAY) : null);
const fromDay = (s: string | null) => (s ? dayjs(s, DAY) : null);

/**
 * A from–to range of calendar days, either end optional. On a phone two single pickers replace
 * the range picker, whose two-month panel is wider than the screen.
 */
export function DateRangeFilter({
  from,
  to,
  compact,
  onChange,
  testId,
}: {
  from: string | null;
  to: string | null;
  compact: boolean;
  onChange: (from: string | null, to: string | null) => void;
  testId: string;
}) {
  const { t } = useTranslation('oceanList');
  if (compact) {
    return (
      <div className="tl-list-date-pair" data-testid={testId}>
        <DatePicker
          value={fromDay(from)}
          placeholder={t('filters.from')}
          inputReadOnly
          onChange={(d) => onChange(toDay(d), to)}
        />
        <DatePicker
          value={fromDay(to)}
          placeholder={t('filters.to')}
          inputReadOnly
          onChange={(d) => onChange(from, toDay(d))}
        />
      </div>
    );
  }
  return (
    <DatePicker.RangePicker
      data-testid={testId}
      style={{ width: '100%' }}
      allowEmpty={[true, true]}
      value={[fromDay(from), fromDay(to)]}
      placeholder={[t('filters.from'), t('filters.to')]}
      onChange={(range) => onChange(toDay(range?.[0]), toDay(range?.[1]))}
    />
  );
}
