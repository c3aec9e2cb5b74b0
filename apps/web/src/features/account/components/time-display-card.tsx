import { ClockCircleOutlined } from '@ant-design/icons';
import { TIME_DISPLAYS, type TimeDisplay } from '@tracklane/domain';
import { Card, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { formatTime, timeText, useTimeFormat } from '../../../shared/time/zoned-time';
import type { CurrentUser } from '../api/account-api';
import { useUpdateUserInfo } from '../hooks/use-current-user';

// A departure from Rotterdam, to show what each choice makes of it.
const SAMPLE = { at: '2026-11-25T10:52:00Z', zone: 'Europe/Amsterdam' };

/**
 * How times are shown (issue 20): the port's clock (default) or one zone for everything (UTC+8,
 * the zone views.md §9 normalises to, or UTC). Stored on the server, so it follows the user to
 * every browser, page and export.
 */
export function TimeDisplayCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('account');
  const update = useUpdateUserInfo();
  const message = useMessage();
  const { settings } = useTimeFormat();
  const example = (display: TimeDisplay) =>
    timeText(formatTime(SAMPLE.at, SAMPLE.zone, { display, ownZone: settings.ownZone }));
  return (
    <Card
      title={t('times.title')}
      className="tl-settings-section"
      style={{ marginTop: 16 }}
      data-testid="time-display-settings"
    >
      <p className="tl-time-display-intro">
        <ClockCircleOutlined /> {t('times.text')}
      </p>
      <Radio.Group
        value={user.timeDisplay}
        disabled={update.isPending}
        onChange={(e) =>
          update.mutate(
            { timeDisplay: e.target.value as TimeDisplay },
            { onSuccess: () => void message.success(t('info.saved')) },
          )
        }
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
      >
        {TIME_DISPLAYS.map((display) => (
          <Radio key={display} value={display} data-testid={`time-display-${display}`}>
            {t(`times.${display}`)} <span className="tl-time-zone">{example(display)}</span>
          </Radio>
        ))}
      </Radio.Group>
    </Card>
  );
}
