import { AimOutlined, CalendarOutlined, FieldTimeOutlined, LineChartOutlined } from '@ant-design/icons';
import { CUT_OFF_KINDS } from '@tracklane/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './schedule-intro.css';

// The four claims of views.md §1 for schedules, one block each.
const BLOCKS: { key: string; icon: ReactNode }[] = [
  { key: 'cutOffs', icon: <FieldTimeOutlined /> },
  { key: 'weeks', icon: <CalendarOutlined /> },
  { key: 'onTime', icon: <LineChartOutlined /> },
  { key: 'eta', icon: <AimOutlined /> },
];

/** What the schedules give beyond a carrier's own page (the booking page, the empty search). */
export function ScheduleIntro() {
  const { t } = useTranslation('schedules');
  return (
    <section className="tl-sched-intro" aria-label={t('intro.label')}>
      {BLOCKS.map((b) => (
        <article key={b.key} className="tl-sched-block" data-testid={`schedule-intro-${b.key}`}>
          <span className="tl-sched-block-icon" aria-hidden>
            {b.icon}
          </span>
          <h2>{t(`intro.${b.key}.title`)}</h2>
          <p>{t(`intro.${b.key}.text`)}</p>
          {b.key === 'cutOffs' && (
            <ul className="tl-sched-intro-cutoffs">
              {CUT_OFF_KINDS.map((kind) => (
                <li key={kind}>{t(`cutOffs.kinds.${kind}`)}</li>
              ))}
            </ul>
          )}
        </article>
      ))}
    </section>
  );
}
