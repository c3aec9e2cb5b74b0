import { KeyOutlined } from '@ant-design/icons';
import type { ApiKey, CreatedApiKey } from '@tracklane/domain';
import { Button, Input, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../hooks/use-api-keys';
import { NewKeyModal } from './new-key-modal';

/**
 * API keys: list, create (the key is shown once), revoke with confirmation.
 * Test ids: `api-key-name`, `api-key-create`, `api-key-row-<id>`, `api-key-revoke-<id>`.
 */
/** Columns a phone leaves out (what they say moves into the name and action cells). */
const WIDE = ['md' as const];

export function ApiKeysCard() {
  const { t } = useTranslation('account');
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const onCreate = () =>
    create.mutate(name.trim(), {
      onSuccess: (key) => {
        setCreated(key);
        setName('');
      },
    });

  return (
    <div>
      <p className="tl-avatar-hint">{t('keys.description')}</p>
      <div className="tl-key-create">
        <Input
          value={name}
          maxLength={64}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => name.trim() && onCreate()}
          placeholder={t('keys.namePlaceholder')}
          data-testid="api-key-name"
        />
        <Button
          type="primary"
          icon={<KeyOutlined />}
          disabled={!name.trim()}
          loading={create.isPending}
          onClick={onCreate}
          data-testid="api-key-create"
        >
          {t('keys.create')}
        </Button>
      </div>
      <Table<ApiKey>
        rowKey="id"
        size="small"
        loading={keys.isLoading}
        dataSource={keys.data ?? []}
        pagination={false}
        locale={{ emptyText: t('keys.empty') }}
        onRow={(row) => ({ 'data-testid': `api-key-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('keys.name'),
            dataIndex: 'name',
            // On a phone the clientId column is hidden: it is read under the name instead.
            render: (name: string, row: ApiKey) => (
              <>
                <div>{name}</div>
                <div className="tl-key-sub">{row.clientId}</div>
              </>
            ),
          },
          { title: 'clientId', dataIndex: 'clientId', responsive: WIDE },
          {
            title: t('keys.prefix'),
            dataIndex: 'prefix',
            responsive: WIDE,
            render: (p: string) => <code>{p}…</code>,
          },
          {
            title: t('keys.created'),
            dataIndex: 'createdAt',
            render: (iso: string, row: ApiKey) => (
              <ZonedTimeText at={iso} testId={`api-key-created-at-${row.id}`} />
            ),
          },
          {
            title: t('keys.lastUsed'),
            dataIndex: 'lastUsedAt',
            responsive: WIDE,
            render: (iso: string | null) => <ZonedTimeText at={iso} />,
          },
          {
            title: t('keys.status'),
            key: 'status',
            responsive: WIDE,
            render: (_, row) =>
              row.revokedAt ? <Tag>{t('keys.revoked')}</Tag> : <Tag color="green">{t('keys.active')}</Tag>,
          },
          {
            title: '',
            key: 'actions',
            // On a phone the status column is hidden: a revoked key says so here.
            render: (_, row) =>
              row.revokedAt ? (
                <Tag className="tl-key-sub">{t('keys.revoked')}</Tag>
              ) : (
                <Popconfirm
                  title={t('keys.revokeConfirm')}
                  okText={t('keys.revoke')}
                  cancelText={t('actions.cancel')}
                  okButtonProps={{ danger: true, 'data-testid': 'api-key-revoke-ok' } as never}
                  onConfirm={() => revoke.mutateAsync(row.id)}
                >
                  <Button danger size="small" data-testid={`api-key-revoke-${row.id}`}>
                    {t('keys.revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <NewKeyModal created={created} onClose={() => setCreated(null)} />
    </div>
  );
}
