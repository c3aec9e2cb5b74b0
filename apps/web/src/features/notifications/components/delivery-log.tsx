import { DELIVERY_STATUSES, type DeliveryLogEntry } from '@tracklane/domain';
import { Alert, Card, Empty, Pagination, Segmented, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import { useNotificationDeliveries } from '../hooks/use-notification-deliveries';
import './notifications.css';

const PAGE_SIZE = 10;
type ChannelFilter = 'all' | 'email' | 'msgapp';
type StatusFilter = 'all' | (typeof DELIVERY_STATUSES)[number];
const STATUS_COLOURS = { pending: 'processing', sent: 'success', failed: 'error' } as const;

/**
 * The member's e-mail and messaging-app deliveries, newest first: where each notice or digest
 * went, whether it arrived, how many attempts it took and what the provider last answered, so a
 * mail server or messaging provider that fails shows here (issue 21). Test ids: `delivery-log`,
 * `delivery-<id>`, `delivery-status-<id>`, `delivery-error-<id>`.
 */
export function DeliveryLog() {
  const { t } = useTranslation('notifications');
  const [pageIndex, setPageIndex] = useState(1);
  const [channel, setChannel] = useState<ChannelFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const log = useNotificationDeliveries({
    pageIndex,
    pageSize: PAGE_SIZE,
    ...(channel === 'all' ? {} : { channel }),
    ...(status === 'all' ? {} : { status }),
  });
  return (
    <Card title={t('deliveryLog.title')} className="tl-settings-section" data-testid="delivery-log">
      <div className="tl-delivery-filters">
        <Segmented<ChannelFilter>
          size="small"
          value={channel}
          options={(['all', 'email', 'msgapp'] as const).map((value) => ({
            value,
            label: t(`deliveryLog.channel.${value}`),
          }))}
          onChange={(value) => {
            setChannel(value);
            setPageIndex(1);
          }}
          data-testid="delivery-log-channel"
        />
        <Segmented<StatusFilter>
          size="small"
          value={status}
          options={(['all', ...DELIVERY_STATUSES] as const).map((value) => ({
            value,
            label: t(`deliveryLog.status.${value}`),
          }))}
          onChange={(value) => {
            setStatus(value);
            setPageIndex(1);
          }}
          data-testid="delivery-log-status"
        />
      </div>
      {log.isError && <Alert type="error" showIcon title={log.error.message} />}
      {log.isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      {log.data && log.data.items.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deliveryLog.empty')} />
      )}
      <ul className="tl-delivery-list">
        {log.data?.items.map((item) => (
          <DeliveryRow key={item.id} item={item} />
        ))}
      </ul>
      {log.data && log.data.total > PAGE_SIZE && (
        <Pagination
          size="small"
          simple
          current={pageIndex}
          pageSize={PAGE_SIZE}
          total={log.data.total}
          onChange={setPageIndex}
        />
      )}
    </Card>
  );
}

function DeliveryRow({ item }: { item: DeliveryLogEntry }) {
  const { t } = useTranslation('notifications');
  const what =
    item.kind === 'digest'
      ? t('deliveryLog.digest')
      : [item.businessNumber, item.events.map((e) => t(`events.${e}`, { defaultValue: e })).join(' · ')]
          .filter(Boolean)
          .join(' — ');
  return (
    <li className="tl-delivery" data-testid={`delivery-${item.id}`}>
      <div className="tl-delivery-head">
        <Tag color={STATUS_COLOURS[item.status]} data-testid={`delivery-status-${item.id}`}>
          {t(`deliveryLog.status.${item.status}`)}
        </Tag>
        <strong className="tl-delivery-what">{what}</strong>
        <ZonedTimeText at={item.sentAt ?? item.createdAt} className="tl-delivery-muted" />
      </div>
      <div className="tl-delivery-meta tl-delivery-muted">
        {t(`deliveryLog.channel.${item.channel}`)} · <span className="tl-delivery-target">{item.target}</span>{' '}
        · {t('deliveryLog.attempts', { count: item.attempts })}
      </div>
      {item.lastError && item.status !== 'sent' && (
        <div className="tl-delivery-error" data-testid={`delivery-error-${item.id}`}>
          {t('deliveryLog.lastError')} <code>{item.lastError}</code>
        </div>
      )}
    </li>
  );
}
