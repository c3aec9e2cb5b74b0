import { Alert, Card, Progress, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNotificationUsage } from '../hooks/use-notification-rule';
import './notifications.css';

/** This month's notifications per channel against the plan's allowance (GET /application/rule/calls0). */
export function NotificationUsageCard() {
  const { t } = useTranslation(['notifications', 'enterprise']);
  const usage = useNotificationUsage();
  const data = usage.data;
  return (
    <Card title={t('usage.title')} className="tl-settings-section" data-testid="notification-usage">
      {usage.isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      {usage.isError && <Alert type="error" showIcon title={usage.error.message} />}
      {data && (
        <div className="tl-rule-usage">
          <div className="tl-rule-usage-meta">
            {t('usage.month', {
              month: data.month,
              edition: t(`enterprise:editions.${data.edition}`, { defaultValue: data.edition }),
            })}
          </div>
          {data.channels.map((c) => (
            <div key={c.channel} className="tl-rule-usage-row" data-testid={`usage-${c.channel}`}>
              <strong>{t(`usage.channel.${c.channel}`)}</strong>
              <div>
                {c.limit !== null && (
                  <Progress
                    percent={c.limit > 0 ? Math.min(100, Math.round((c.sent / c.limit) * 100)) : 100}
                    status={c.sent >= c.limit ? 'exception' : 'normal'}
                    showInfo={false}
                    size="small"
                  />
                )}
                <span className="tl-rule-usage-meta">
                  {c.limit === null
                    ? t('usage.unlimited', { sent: c.sent })
                    : t('usage.sent', { sent: c.sent, limit: c.limit })}
                </span>
                {c.failed > 0 && (
                  <span className="tl-rule-usage-failed" data-testid={`usage-${c.channel}-failed`}>
                    {' · '}
                    {t('usage.failed', { count: c.failed })}
                  </span>
                )}
              </div>
            </div>
          ))}
          <div className="tl-rule-usage-meta">
            {t('usage.notices', { total: data.notices.total, unread: data.notices.unread })}
          </div>
        </div>
      )}
    </Card>
  );
}
