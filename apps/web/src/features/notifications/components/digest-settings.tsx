import { Alert, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDigestSchedule } from '../hooks/use-digest-schedule';
import { DigestSettingsForm } from './digest-settings-form';

/** The "Digest e-mail" section of the notification settings page (issue 21, platform.md §2, §5). */
export function DigestSettings() {
  const { t } = useTranslation('digests');
  const schedule = useDigestSchedule();
  return (
    <Card className="tl-settings-section" title={t('title')} data-testid="digest-settings">
      {schedule.isError && <Alert type="error" showIcon title={schedule.error.message} />}
      {schedule.isLoading && <Skeleton active />}
      {schedule.data && <DigestSettingsForm schedule={schedule.data} />}
    </Card>
  );
}
