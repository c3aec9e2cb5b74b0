import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateAge } from '../../ocean-detail/model/update-age';

/** "3 min ago" for a report time, refreshed every 30 s: AIS ages by the minute. */
export function ReportAge({ time }: { time: string | null | undefined }) {
  const { t } = useTranslation('vessels');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const age = updateAge(time, now);
  if (!age) return <>–</>;
  const text =
    age.unit === 'minutes' && age.value === 0 ? t('age.justNow') : t(`age.${age.unit}`, { value: age.value });
  return (
    <time dateTime={time ?? undefined} title={time ? new Date(time).toLocaleString() : undefined}>
      {text}
    </time>
  );
}
