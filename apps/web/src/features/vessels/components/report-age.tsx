import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateAge } from '../../../shared/time/update-age';
import { timeText, useTimeFormat } from '../../../shared/time/zoned-time';

/** "3 min ago" for a report time, refreshed every 30 s: AIS ages by the minute. */
export function ReportAge({ time }: { time: string | null | undefined }) {
  const { t } = useTranslation('vessels');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const { time: format } = useTimeFormat();
  const age = updateAge(time, now);
  if (age.unit === 'never') return <>–</>;
  const text = age.unit === 'justNow' ? t('age.justNow') : t(`age.${age.unit}`, { value: age.count });
  return (
    <time dateTime={time ?? undefined} title={timeText(format(time)) ?? undefined}>
      {text}
    </time>
  );
}
