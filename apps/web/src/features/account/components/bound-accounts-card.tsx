import { LinkOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import type { BoundIdentity } from '../api/account-api';
import { useIdentities, useUnbindIdentity } from '../hooks/use-identities';
import { BindAccountModal } from './bind-account-modal';

/**
 * Bound messaging-app accounts: list, bind by scanning a QR code, unbind with confirmation.
 * Test ids: `bound-bind`, `bound-row-<unionId>`, `bound-unbind-<unionId>`.
 */
export function BoundAccountsCard() {
  const { t } = useTranslation('account');
  const message = useMessage();
  const identities = useIdentities();
  const unbind = useUnbindIdentity();
  const [binding, setBinding] = useState(false);

  return (
    <div>
      <div className="tl-bound-head">
        <p className="tl-avatar-hint">{t('bound.description')}</p>
        <Button icon={<LinkOutlined />} onClick={() => setBinding(true)} data-testid="bound-bind">
          {t('bound.bind')}
        </Button>
      </div>
      <Table<BoundIdentity>
        rowKey="unionId"
        size="small"
        loading={identities.isLoading}
        dataSource={identities.data ?? []}
        pagination={false}
        locale={{ emptyText: t('bound.empty') }}
        onRow={(row) => ({ 'data-testid': `bound-row-${row.unionId}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          // One provider for now: a phone leaves its column out for the nickname and the date.
          {
            title: t('bound.provider'),
            dataIndex: 'provider',
            responsive: ['md' as const],
            render: () => t('bound.provider'),
          },
          { title: t('bound.nickname'), dataIndex: 'nickname', render: (n: string) => n || '—' },
          {
            title: t('bound.bound'),
            dataIndex: 'createdAt',
            render: (iso: string) => <ZonedTimeText at={iso} />,
          },
          {
            title: '',
            key: 'actions',
            render: (_, row) => (
              <Popconfirm title={t('bound.unbindConfirm')} onConfirm={() => unbind.mutate(row)}>
                <Button type="link" danger size="small" data-testid={`bound-unbind-${row.unionId}`}>
                  {t('bound.unbind')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <BindAccountModal
        open={binding}
        onClose={(bound) => {
          setBinding(false);
          if (bound) void message.success(t('bound.done'));
        }}
      />
    </div>
  );
}
