import { Alert, Skeleton } from 'antd';
import { useNotificationRule } from '../hooks/use-notification-rule';
import { NotificationSettingsForm } from './notification-settings-form';
import { NotificationUsageCard } from './notification-usage-card';

/** The notification settings page's body: the rule's form, then this month's usage. */
export function NotificationSettings() {
  const rule = useNotificationRule();
  return (
    <>
      {rule.isError && <Alert type="error" showIcon title={rule.error.message} />}
      {rule.isLoading && <Skeleton active />}
      {rule.data && <NotificationSettingsForm rule={rule.data} />}
      <NotificationUsageCard />
    </>
  );
}
