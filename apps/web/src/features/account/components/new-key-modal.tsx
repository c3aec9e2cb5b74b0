import type { CreatedApiKey } from '@tracklane/domain';
import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shows a new key once, with copy buttons. Test ids: `api-key-created`, `api-key-client-id`, `api-key-done`. */
export function NewKeyModal({ created, onClose }: { created: CreatedApiKey | null; onClose(): void }) {
  const { t } = useTranslation('account');
  return (
    <Modal
      open={created !== null}
      title={t('keys.createdTitle')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('keys.done')}
      okButtonProps={{ 'data-testid': 'api-key-done' } as never}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
    >
      <Alert type="warning" showIcon title={t('keys.once')} style={{ marginBottom: 16 }} />
      {created && (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('keys.name')}>{created.name}</Descriptions.Item>
          <Descriptions.Item label="clientId">
            <Typography.Text
              copyable={{ text: created.clientId, tooltips: [t('keys.copy'), t('keys.copied')] }}
            >
              <span data-testid="api-key-client-id">{created.clientId}</span>
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="key">
            <Typography.Text
              copyable={{ text: created.key, tooltips: [t('keys.copy'), t('keys.copied')] }}
              className="tl-key-value"
            >
              <span data-testid="api-key-created">{created.key}</span>
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
