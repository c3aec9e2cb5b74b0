import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organization, PermissionGroup } from '../api/enterprise-types';
import { useDeletePermissionGroup, usePermissionGroups } from '../hooks/use-permission-groups';
import { PermissionGroupModal } from './permission-group-modal';

/**
 * Permission groups (permission.edit): list, create, edit, delete.
 * Test ids: `group-add`, `group-row-<name>`, `group-edit-<id>`, `group-delete-<id>`, `group-delete-ok`.
 */
export function PermissionGroupsCard({ org }: { org: Organization }) {
  const { t } = useTranslation('enterprise');
  const groups = usePermissionGroups();
  const remove = useDeletePermissionGroup();
  // undefined: closed; null: creating; a group: editing it.
  const [editing, setEditing] = useState<PermissionGroup | null | undefined>(undefined);

  return (
    <Card className="tl-settings-section">
      <div className="tl-enterprise-toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing(null)}
          data-testid="group-add"
        >
          {t('groups.add')}
        </Button>
      </div>
      <Table<PermissionGroup>
        rowKey="id"
        size="small"
        loading={groups.isLoading}
        dataSource={groups.data ?? []}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: t('groups.empty') }}
        onRow={(row) => ({ 'data-testid': `group-row-${row.name}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('groups.name'), dataIndex: 'name' },
          {
            title: t('groups.permissions'),
            dataIndex: 'permissions',
            render: (perms: string[]) =>
              perms.length ? (
                <Space size={[4, 4]} wrap>
                  {perms.map((p) => (
                    <Tag key={p}>{t(`permissions.${p.replace('.', '_')}`, { defaultValue: p })}</Tag>
                  ))}
                </Space>
              ) : (
                '—'
              ),
          },
          { title: t('groups.dataScope'), dataIndex: 'dataScope', render: (s: string) => t(`scopes.${s}`) },
          { title: t('groups.members'), dataIndex: 'memberCount', width: 90 },
          {
            title: '',
            key: 'actions',
            width: 160,
            render: (_, g) => (
              <Space>
                <Button size="small" onClick={() => setEditing(g)} data-testid={`group-edit-${g.id}`}>
                  {t('actions.edit')}
                </Button>
                <Popconfirm
                  title={t('groups.deleteConfirm')}
                  okText={t('actions.delete')}
                  cancelText={t('actions.cancel')}
                  okButtonProps={{ danger: true, 'data-testid': 'group-delete-ok' } as never}
                  onConfirm={() => remove.mutateAsync(g.id)}
                >
                  <Button danger size="small" data-testid={`group-delete-${g.id}`}>
                    {t('actions.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <PermissionGroupModal
        open={editing !== undefined}
        group={editing ?? undefined}
        allowedScopes={org.edition.limits.dataScopes}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
