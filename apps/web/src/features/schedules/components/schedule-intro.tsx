import { AimOutlined, CalendarOutlined, FieldTimeOutlined, LineChartOutlined } from '@ant-design/icons';
import { CUT_OFF_KINDS } from '@tracklane/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IntroBlocks } from '../../../shared/ui/intro-blocks';
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
  const cutOffs = (
    <ul className="tl-sched-intro-cutoffs">
      {CUT_OFF_KINDS.map((kind) => (
        <li key={kind}>{t(`cutOffs.kinds.${kind}`)}</li>
      ))}
    </ul>
  );
  return (
    <IntroBlocks
      label={t('intro.label')}
      testIdPrefix="schedule-intro"
      blocks={BLOCKS.map((b) => ({
        ...b,
        title: t(`intro.${b.key}.title`),
        text: t(`intro.${b.key}.text`),
        extra: b.key === 'cutOffs' ? cutOffs : undefined,
      }))}
    />
  );
}
