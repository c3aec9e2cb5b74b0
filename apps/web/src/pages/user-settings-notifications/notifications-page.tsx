import { useTranslation } from 'react-i18next';
import { SettingsShell } from '../../features/account/components/settings-shell';
import { DeliveryLog } from '../../features/notifications/components/delivery-log';
import { DigestSettings } from '../../features/notifications/components/digest-settings';
import { NotificationSettings } from '../../features/notifications/components/notification-settings';
import { OrganizationRuleSettings } from '../../features/notifications/components/organization-rule-settings';
import { WebhookSettings } from '../../features/notifications/webhooks/webhook-settings';

/** /user/settings/notifications: the member's reminder rule, usage, the organisation's rule, digest, webhooks and delivery log (issue 21). */
export default function UserNotificationsPage() {
  const { t } = useTranslation('account');
  return (
    <SettingsShell title={t('notifications.title')}>
      <NotificationSettings />
      <OrganizationRuleSettings />
      <DigestSettings />
      <WebhookSettings />
      <DeliveryLog />
    </SettingsShell>
  );
}
