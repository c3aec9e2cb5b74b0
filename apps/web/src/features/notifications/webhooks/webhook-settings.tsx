import {
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@tracklane/domain';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWebhookRights } from './use-webhook-rights';
import { useWebhookEndpoints } from './use-webhooks';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookSecretDialog } from './webhook-secret-dialog';
import './webhooks.css';

type Editing = { endpoint: WebhookEndpoint | null } | null;
type Secret = { endpoint: WebhookEndpointWithSecret; rotated: boolean } | null;

/**
 * The notification settings page's "Webhooks" section (issue 21): the organisation's endpoints,
 * adding and editing one, its secret shown once, and per endpoint its delivery log. Test ids:
 * `webhooks`, `webhook-add`.
 */
export function WebhookSettings() {
  const { t } = useTranslation('notifications');
  const rights = useWebhookRights();
  const endpoints = useWebhookEndpoints(rights.ready && rights.view);
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<Secret>(null);
  const full = (endpoints.data?.length ?? 0) >= MAX_WEBHOOK_ENDPOINTS;

  return (
    <Card className="tl-settings-section tl-webhooks" data-testid="webhooks" title={t('webhooks.title')}>
      <p className="tl-webhook-intro">
        {t('webhooks.intro')} <Link to="/api#webhook-signatures">{t('webhooks.guideLink')}</Link>
      </p>
      {!rights.ready && <Skeleton active />}
      {rights.ready && !rights.view && (
        <Alert type="info" showIcon title={t('webhooks.noView')} data-testid="webhooks-no-view" />
      )}
      {rights.view && !rights.manage && (
        <Alert type="info" showIcon title={t('webhooks.readOnly')} data-testid="webhooks-read-only" />
      )}
      {endpoints.isError && <Alert type="error" showIcon title={endpoints.error.message} />}
      {endpoints.isLoading && <Skeleton active />}
      {endpoints.data?.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('webhooks.empty')} />
      )}
      {endpoints.data?.map((endpoint) => (
        <WebhookEndpointCard
          key={endpoint.id}
          endpoint={endpoint}
          manage={rights.manage}
          onEdit={() => setEditing({ endpoint })}
          onRotated={(rotated) => setSecret({ endpoint: rotated, rotated: true })}
        />
      ))}
      {endpoints.data && rights.manage && (
        <div className="tl-webhook-add">
          <Button
            type="primary"
            disabled={full}
            onClick={() => setEditing({ endpoint: null })}
            data-testid="webhook-add"
          >
            {t('webhooks.add')}
          </Button>
          {full && (
            <span className="tl-webhook-muted">{t('webhooks.full', { max: MAX_WEBHOOK_ENDPOINTS })}</span>
          )}
        </div>
      )}
      {editing && (
        <WebhookEndpointForm
          endpoint={editing.endpoint}
          onClose={() => setEditing(null)}
          onCreated={(created) => {
            setEditing(null);
            setSecret({ endpoint: created, rotated: false });
          }}
        />
      )}
      {secret && (
        <WebhookSecretDialog
          endpoint={secret.endpoint}
          rotated={secret.rotated}
          onClose={() => setSecret(null)}
        />
      )}
    </Card>
  );
}
