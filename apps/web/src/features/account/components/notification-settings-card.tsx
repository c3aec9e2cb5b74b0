import { BellOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTIFICATION_SETTINGS_PATH } from '../../../shared/paths';

/** A short pointer from the personal info page to the notification settings page (issue 21). */
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
        <p>
          {t('notifications.text')}{' '}
          <Link to={NOTIFICATION_SETTINGS_PATH} data-testid="notification-settings-link">
            {t('notifications.open')}
          </Link>
        </p>
      </div>
    </Card>
  );
}
