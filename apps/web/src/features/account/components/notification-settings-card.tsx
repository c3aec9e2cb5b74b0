import { BellOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder until the notifications issue lands: says where the settings will be. */
export function NotificationSettingsCard() {
  const { t } = useTranslation('account');
  return (
    <Card
      title={t('notifications.title')}
      className="tl-settings-section tl-notify-card"
      data-testid="notification-settings"
    >
      <div className="tl-notify">
        <BellOutlined className="tl-notify-icon" />
        <p>{t('notifications.text')}</p>
      </div>
    </Card>
  );
}
