import { CalendarOutlined, ClockCircleOutlined, CompassOutlined, HistoryOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const DEPTH: ReadonlyArray<{ key: string; icon: ReactNode }> = [
  { key: 'vesselTrack', icon: <CompassOutlined /> },
  { key: 'portCalls', icon: <HistoryOutlined /> },
  { key: 'schedules', icon: <CalendarOutlined /> },
  { key: 'onTime', icon: <ClockCircleOutlined /> },
];

/** History and look-ahead figures of platform.md §1. */
export function DepthSection() {
  const { t } = useTranslation('home');
  return (
    <section className="tl-section">
      <header className="tl-section-head">
        <h2>{t('depth.title')}</h2>
        <p>{t('depth.subtitle')}</p>
      </header>
      <div className="tl-grid tl-grid-4">
        {DEPTH.map((d) => (
          <div key={d.key} className="tl-depth">
            <span className="tl-depth-icon">{d.icon}</span>
            <strong>{t(`depth.${d.key}.value`)}</strong>
            <span>{t(`depth.${d.key}.label`)}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
