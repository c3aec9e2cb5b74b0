import { MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { notificationsApi } from '../../features/notifications/api/notifications-api';
import { NOTIFICATION_SETTINGS_PATH } from '../../shared/paths';

/**
 * /notices/unsubscribe?token=: the "stop these e-mails" link of a notification e-mail. Opening it
 * changes nothing (mail scanners open links); the button does, with the link's signed token, no
 * sign-in needed. Mail clients use the same token without this page (RFC 8058 one-click).
 * Test ids: `unsubscribe-confirm`, `unsubscribe-done`, `unsubscribe-wrong`.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useMutation({ mutationFn: () => notificationsApi.unsubscribe(token) });

  if (!token || stop.isError)
    return (
      <Result
        status="warning"
        title={t('unsubscribe.wrongTitle')}
        subTitle={<span data-testid="unsubscribe-wrong">{t('unsubscribe.wrong')}</span>}
        extra={<Link to={NOTIFICATION_SETTINGS_PATH}>{t('unsubscribe.settings')}</Link>}
        style={{ padding: '48px 16px' }}
      />
    );
  if (stop.isSuccess)
    return (
      <Result
        status="success"
        title={t('unsubscribe.doneTitle')}
        subTitle={
          <span data-testid="unsubscribe-done">
            {t(stop.data.emailEnabled ? 'unsubscribe.doneSome' : 'unsubscribe.doneAll', {
              email: stop.data.email,
            })}
          </span>
        }
        extra={<Link to={NOTIFICATION_SETTINGS_PATH}>{t('unsubscribe.settings')}</Link>}
        style={{ padding: '48px 16px' }}
      />
    );
  return (
    <Result
      icon={<MailOutlined />}
      title={t('unsubscribe.title')}
      subTitle={t('unsubscribe.text')}
      style={{ padding: '48px 16px' }}
      extra={
        <Button
          type="primary"
          loading={stop.isPending}
          onClick={() => stop.mutate()}
          data-testid="unsubscribe-confirm"
        >
          {t('unsubscribe.confirm')}
        </Button>
      }
    />
  );
}
