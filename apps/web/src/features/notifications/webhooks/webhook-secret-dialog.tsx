import type { WebhookEndpointWithSecret } from '@tracklane/domain';
import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZonedTimeText } from '../../../shared/time/zoned-time';

/**
 * The secret of a new endpoint or of a rotation, shown this once: the server never sends it
 * again. After a rotation the previous secret keeps signing for 24 h, so receivers can switch
 * over. Test ids: `webhook-secret`, `webhook-secret-done`.
 */
export function WebhookSecretDialog({
  endpoint,
  rotated,
  onClose,
}: {
  endpoint: WebhookEndpointWithSecret;
  rotated: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <Modal
      open
      title={rotated ? t('webhooks.secretRotatedTitle') : t('webhooks.secretTitle')}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose} data-testid="webhook-secret-done">
          {t('webhooks.secretDone')}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={t('webhooks.secretOnce')} className="tl-webhook-secret-warning" />
      <Typography.Paragraph
        className="tl-webhook-secret"
        copyable={{ text: endpoint.secret, tooltips: [t('webhooks.copy'), t('webhooks.copied')] }}
        data-testid="webhook-secret"
      >
        <code>{endpoint.secret}</code>
      </Typography.Paragraph>
      {rotated && (
        <p className="tl-webhook-muted" data-testid="webhook-secret-overlap">
          {t('webhooks.secretOverlap')}{' '}
          {endpoint.previousSecretValidUntil && <ZonedTimeText at={endpoint.previousSecretValidUntil} />}
        </p>
      )}
      <p className="tl-webhook-muted">
        {t('webhooks.secretHowTo')} <Link to="/api#webhook-signatures">{t('webhooks.guideLink')}</Link>
      </p>
    </Modal>
  );
}
