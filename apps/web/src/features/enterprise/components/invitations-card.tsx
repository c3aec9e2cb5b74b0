import { LinkOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import type {
  CreatedInvitation,
  Id,
  Invitation,
  InvitationKind,
  Organization,
} from '../api/enterprise-types';
import { useDepartments } from '../hooks/use-departments';
import { useCreateInvitation, useInvitations, useRevokeInvitation } from '../hooks/use-invitations';
import { can } from '../sections';
import { InviteLinkModal } from './invite-link-modal';

const when = (iso: string) => <ZonedTimeText at={iso} />;

/**
 * Invite links: employees (company.manage, optionally into a department) and partners
 * (partner.manage); the list of open invitations with revoke.
 * Test ids: `invite-kind`, `invite-department`, `invite-create`, `invite-row-<id>`, `invite-revoke-<id>`, `invite-revoke-ok`.
 */
export function InvitationsCard({ org }: { org: Organization }) {
  const { t } = useTranslation('enterprise');
  const kinds: InvitationKind[] = [
    ...(can(org.me, 'company.manage') ? (['employee'] as const) : []),
    ...(can(org.me, 'partner.manage') ? (['partner'] as const) : []),
  ];
  const [kind, setKind] = useState<InvitationKind>(kinds[0] ?? 'employee');
  const [departmentId, setDepartmentId] = useState<Id | undefined>();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const departments = useDepartments(kinds.includes('employee'));
  const invitations = useInvitations();
  const create = useCreateInvitation();
  const revoke = useRevokeInvitation();
  const now = Date.now();

  const onCreate = () =>
    create.mutate(kind === 'employee' && departmentId !== undefined ? { kind, departmentId } : { kind }, {
      onSuccess: setCreated,
    });

  return (
    <Card className="tl-settings-section">
      <div className="tl-enterprise-toolbar">
        <Select<InvitationKind>
          value={kind}
          onChange={setKind}
          style={{ minWidth: 150 }}
          options={kinds.map((k) => ({ value: k, label: t(`invitations.kinds.${k}`) }))}
          data-testid="invite-kind"
        />
        {kind === 'employee' && (
          <Select<Id>
            allowClear
            value={departmentId}
            onChange={setDepartmentId}
            style={{ minWidth: 180 }}
            placeholder={t('invitations.anyDepartment')}
            options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
            data-testid="invite-department"
          />
        )}
        <Button
          type="primary"
          icon={<LinkOutlined />}
          loading={create.isPending}
          onClick={onCreate}
          data-testid="invite-create"
        >
          {t('invitations.create')}
        </Button>
      </div>
      <Table<Invitation>
        rowKey="id"
        size="small"
        loading={invitations.isLoading}
        dataSource={invitations.data ?? []}
        pagination={false}
        scroll={{ x: 600 }}
        locale={{ emptyText: t('invitations.empty') }}
        onRow={(row) => ({ 'data-testid': `invite-row-${row.id}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('invitations.kind'),
            dataIndex: 'kind',
            render: (k: InvitationKind) => t(`invitations.kinds.${k}`),
          },
          { title: t('invitations.created'), dataIndex: 'createdAt', render: when },
          {
            title: t('invitations.expires'),
            dataIndex: 'expiresAt',
            render: (e: string) => (
              <>
                {when(e)} {Date.parse(e) <= now && <Tag color="red">{t('invitations.expired')}</Tag>}
              </>
            ),
          },
          {
            title: '',
            key: 'actions',
            width: 100,
            render: (_, inv) => (
              <Popconfirm
                title={t('invitations.revokeConfirm')}
                okText={t('invitations.revoke')}
                cancelText={t('actions.cancel')}
                okButtonProps={{ danger: true, 'data-testid': 'invite-revoke-ok' } as never}
                onConfirm={() => revoke.mutateAsync(inv.id)}
              >
                <Button danger size="small" data-testid={`invite-revoke-${inv.id}`}>
                  {t('invitations.revoke')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <InviteLinkModal created={created} onClose={() => setCreated(null)} />
    </Card>
  );
}
