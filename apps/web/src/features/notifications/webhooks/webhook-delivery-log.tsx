import { WEBHOOK_MESSAGE_STATUSES, type WebhookAttempt, type WebhookMessage } from '@tracklane/domain';
import { Alert, Button, Empty, Pagination, Segmented, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import { useRedeliverWebhook, useWebhookDeliveries } from './use-webhooks';
import { WebhookRedeliverRange } from './webhook-redeliver-range';

const PAGE_SIZE = 10;
type StatusFilter = 'all' | (typeof WEBHOOK_MESSAGE_STATUSES)[number];
const STATUS_COLOURS = { pending: 'processing', delivered: 'success', failed: 'error' } as const;

/**
 * One endpoint's delivery log: its messages newest first, each with its status and, unfolded,
 * every attempt (time on the user's clock, status code, latency, the start of the answer), a
 * "redeliver" per message and a time range to redeliver. Test ids: `webhook-log`,
 * `webhook-message-<id>`, `webhook-attempts-<id>`, `webhook-attempt-<id>`, `webhook-redeliver-<id>`.
 */
export function WebhookDeliveryLog({ endpointId, manage }: { endpointId: string; manage: boolean }) {
  const { t } = useTranslation('notifications');
  const [pageIndex, setPageIndex] = useState(1);
  const [status, setStatus] = useState<StatusFilter>('all');
  const log = useWebhookDeliveries(
    { endpointId, pageIndex, pageSize: PAGE_SIZE, status: status === 'all' ? undefined : status },
    true,
  );
  const filters = (['all', ...WEBHOOK_MESSAGE_STATUSES] as const).map((value) => ({
    value,
    label: t(`webhooks.status.${value}`),
  }));
  return (
    <section className="tl-webhook-log" data-testid="webhook-log">
      <div className="tl-webhook-log-head">
        <h4>{t('webhooks.log')}</h4>
        <Segmented<StatusFilter>
          size="small"
          value={status}
          options={filters}
          onChange={(value) => {
            setStatus(value);
            setPageIndex(1);
          }}
          data-testid="webhook-log-status"
        />
      </div>
      {log.isError && <Alert type="error" showIcon title={log.error.message} />}
      {log.isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
      {log.data && log.data.items.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('webhooks.logEmpty')} />
      )}
      {log.data?.items.map((item) => (
        <WebhookMessageRow key={item.id} endpointId={endpointId} item={item} manage={manage} />
      ))}
      {log.data && log.data.total > PAGE_SIZE && (
        <Pagination
          size="small"
          simple
          current={pageIndex}
          pageSize={PAGE_SIZE}
          total={log.data.total}
          onChange={setPageIndex}
          className="tl-webhook-pages"
        />
      )}
      {manage && <WebhookRedeliverRange endpointId={endpointId} />}
    </section>
  );
}

function WebhookMessageRow({
  endpointId,
  item,
  manage,
}: {
  endpointId: string;
  item: WebhookMessage;
  manage: boolean;
}) {
  const { t } = useTranslation('notifications');
  const message = useMessage();
  const redeliver = useRedeliverWebhook();
  const [open, setOpen] = useState(false);
  return (
    <article className="tl-webhook-message" data-testid={`webhook-message-${item.id}`}>
      <div className="tl-webhook-message-head">
        <Tag color={STATUS_COLOURS[item.status]} data-testid={`webhook-message-status-${item.id}`}>
          {t(`webhooks.status.${item.status}`)}
        </Tag>
        <span className="tl-webhook-message-type">
          {item.type === 'webhook.test'
            ? t('webhooks.testMessage')
            : item.eventTypes.map((type) => t(`events.${type}`)).join(' · ')}
        </span>
        <ZonedTimeText at={item.createdAt} className="tl-webhook-muted" />
      </div>
      <div className="tl-webhook-message-meta">
        <code className="tl-webhook-id">{item.id}</code>
        {item.nextAttemptAt && (
          <span className="tl-webhook-muted">
            {t('webhooks.nextAttempt')} <ZonedTimeText at={item.nextAttemptAt} />
          </span>
        )}
      </div>
      <div className="tl-webhook-message-actions">
        <Button
          size="small"
          type="link"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          data-testid={`webhook-attempts-toggle-${item.id}`}
        >
          {open ? t('webhooks.hideAttempts') : t('webhooks.showAttempts', { n: item.attempts.length })}
        </Button>
        {manage && (
          <Button
            size="small"
            loading={redeliver.isPending}
            onClick={() =>
              redeliver.mutate(
                { endpointId, messageId: item.id },
                { onSuccess: ({ queued }) => message.success(t('webhooks.redelivered', { n: queued })) },
              )
            }
            data-testid={`webhook-redeliver-${item.id}`}
          >
            {t('webhooks.redeliver')}
          </Button>
        )}
      </div>
      {open && (
        <ol className="tl-webhook-attempts" data-testid={`webhook-attempts-${item.id}`}>
          {item.attempts.length === 0 && <li className="tl-webhook-muted">{t('webhooks.noAttempts')}</li>}
          {item.attempts.map((attempt) => (
            <WebhookAttemptRow key={attempt.id} attempt={attempt} />
          ))}
        </ol>
      )}
    </article>
  );
}

function WebhookAttemptRow({ attempt }: { attempt: WebhookAttempt }) {
  const { t } = useTranslation('notifications');
  return (
    <li className="tl-webhook-attempt" data-testid={`webhook-attempt-${attempt.id}`}>
      <div className="tl-webhook-attempt-head">
        <ZonedTimeText at={attempt.at} />
        <Tag color={attempt.succeeded ? 'success' : 'error'}>
          {attempt.statusCode === null ? t('webhooks.noAnswer') : `HTTP ${attempt.statusCode}`}
        </Tag>
        <span className="tl-webhook-muted">{t('webhooks.latency', { ms: attempt.latencyMs })}</span>
      </div>
      {attempt.error && <p className="tl-webhook-error">{attempt.error}</p>}
      {attempt.responseExcerpt && <pre className="tl-webhook-excerpt">{attempt.responseExcerpt}</pre>}
    </li>
  );
}
