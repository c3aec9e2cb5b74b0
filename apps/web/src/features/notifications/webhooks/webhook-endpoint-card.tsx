import {
  WEBHOOK_DISABLE_AFTER_HOURS,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@tracklane/domain';
import { Alert, Button, Popconfirm, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import { useDeleteWebhook, useRotateWebhookSecret, useUpdateWebhook } from './use-webhooks';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { WebhookTestEvent } from './webhook-test-event';

/**
 * One endpoint: its address (wrapped, however long), what it receives, on or off and why, since
 * when it fails; edit, rotate, delete, send a test, and its delivery log. Test ids:
 * `webhook-endpoint-<id>`, `webhook-enabled-<id>`, `webhook-edit-<id>`, `webhook-rotate-<id>`,
 * `webhook-delete-<id>`, `webhook-log-toggle-<id>`.
 */
export function WebhookEndpointCard({
  endpoint,
  manage,
  onEdit,
  onRotated,
}: {
  endpoint: WebhookEndpoint;
  /** `company.manage`: without it the endpoint and its log are shown read-only. */
  manage: boolean;
  onEdit: () => void;
  onRotated: (rotated: WebhookEndpointWithSecret) => void;
}) {
  const { t } = useTranslation('notifications');
  const message = useMessage();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const [logOpen, setLogOpen] = useState(false);
  const id = endpoint.id;

  return (
    <article className="tl-webhook-endpoint" data-testid={`webhook-endpoint-${id}`}>
      <div className="tl-webhook-endpoint-head">
        <div className="tl-webhook-endpoint-title">
          <code className="tl-webhook-url" data-testid={`webhook-url-${id}`}>
            {endpoint.url}
          </code>
          {endpoint.description && <span className="tl-webhook-muted">{endpoint.description}</span>}
        </div>
        <span className="tl-webhook-switch">
          <Switch
            size="small"
            checked={endpoint.enabled}
            loading={update.isPending}
            disabled={!manage}
            onChange={(enabled) => update.mutate({ body: { id, enabled }, silent: false })}
            aria-label={t('webhooks.enabled')}
            data-testid={`webhook-enabled-${id}`}
          />
          <span>{endpoint.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}</span>
        </span>
      </div>

      {!endpoint.enabled && endpoint.disabledReason === 'failing' && (
        <Alert
          type="error"
          showIcon
          title={t('webhooks.disabledFailing', { hours: WEBHOOK_DISABLE_AFTER_HOURS })}
          description={t('webhooks.disabledFailingHelp', { hours: WEBHOOK_DISABLE_AFTER_HOURS })}
          data-testid={`webhook-disabled-reason-${id}`}
        />
      )}
      {endpoint.failingSince && (
        <p className="tl-webhook-error" data-testid={`webhook-failing-${id}`}>
          {t('webhooks.failingSince')} <ZonedTimeText at={endpoint.failingSince} />
        </p>
      )}

      <dl className="tl-webhook-facts">
        <dt>{t('webhooks.eventTypes')}</dt>
        <dd>
          {endpoint.eventTypes.map((type) => (
            <Tag key={type}>{t(`events.${type}`)}</Tag>
          ))}
        </dd>
        <dt>{t('webhooks.threshold')}</dt>
        <dd>{t('webhooks.thresholdValue', { hours: endpoint.thresholdHours })}</dd>
        {endpoint.previousSecretValidUntil && (
          <>
            <dt>{t('webhooks.previousSecret')}</dt>
            <dd>
              {t('webhooks.previousSecretUntil')} <ZonedTimeText at={endpoint.previousSecretValidUntil} />
            </dd>
          </>
        )}
      </dl>

      <div className="tl-webhook-actions">
        {manage && (
          <>
            <Button size="small" onClick={onEdit} data-testid={`webhook-edit-${id}`}>
              {t('webhooks.edit')}
            </Button>
            <Popconfirm
              title={t('webhooks.rotateConfirm')}
              description={t('webhooks.rotateHelp')}
              okText={t('webhooks.rotate')}
              cancelText={t('webhooks.cancel')}
              okButtonProps={{ 'data-testid': `webhook-rotate-ok-${id}` }}
              onConfirm={() => rotate.mutate(id, { onSuccess: onRotated })}
            >
              <Button size="small" loading={rotate.isPending} data-testid={`webhook-rotate-${id}`}>
                {t('webhooks.rotate')}
              </Button>
            </Popconfirm>
            <Popconfirm
              title={t('webhooks.deleteConfirm')}
              description={t('webhooks.deleteHelp')}
              okText={t('webhooks.delete')}
              okButtonProps={{ danger: true, 'data-testid': `webhook-delete-ok-${id}` }}
              cancelText={t('webhooks.cancel')}
              onConfirm={() => remove.mutate(id, { onSuccess: () => message.success(t('webhooks.deleted')) })}
            >
              <Button size="small" danger loading={remove.isPending} data-testid={`webhook-delete-${id}`}>
                {t('webhooks.delete')}
              </Button>
            </Popconfirm>
          </>
        )}
        <Button
          size="small"
          type={logOpen ? 'primary' : 'default'}
          ghost={logOpen}
          onClick={() => setLogOpen(!logOpen)}
          aria-expanded={logOpen}
          data-testid={`webhook-log-toggle-${id}`}
        >
          {logOpen ? t('webhooks.hideLog') : t('webhooks.showLog')}
        </Button>
      </div>

      {manage && (
        <div className="tl-webhook-test-row">
          <span className="tl-webhook-muted">{t('webhooks.testTitle')}</span>
          <WebhookTestEvent endpointId={id} onSent={() => setLogOpen(true)} />
        </div>
      )}

      {logOpen && <WebhookDeliveryLog endpointId={id} manage={manage} />}
    </article>
  );
}
