import { Button, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import type { Id, Member, MemberStatus, Organization } from '../api/enterprise-types';
import { useDepartments } from '../hooks/use-departments';
import { useApproveMember, useAssignMember, useMembers, useSetMemberDisabled } from '../hooks/use-members';
import { usePermissionGroups } from '../hooks/use-permission-groups';
import { can } from '../sections';

const STATUS_COLOR: Record<MemberStatus, string> = {
  active: 'green',
  pending: 'orange',
  disabled: 'default',
};

/**
 * Members with status tags; company.manage approves, disables/enables and assigns departments,
 * permission.edit assigns permission groups. The main account itself cannot be changed.
 * Test ids: `member-row-<username>`, `member-status-<id>`, `member-approve-<id>`,
 * `member-disable-<id>`, `member-enable-<id>`, `member-confirm-ok`, `member-department-<id>`, `member-group-<id>`.
 */
export function MembersTable({ org }: { org: Organization }) {
  const { t } = useTranslation('enterprise');
  const manage = can(org.me, 'company.manage');
  const editGroups = can(org.me, 'permission.edit');
  const members = useMembers();
  const departments = useDepartments();
  const groups = usePermissionGroups(editGroups);
  const approve = useApproveMember();
  const setDisabled = useSetMemberDisabled();
  const assign = useAssignMember();

  const deptOptions = (departments.data ?? []).map((d) => ({ value: d.id, label: d.name }));
  const groupOptions = (groups.data ?? []).map((g) => ({ value: g.id, label: g.name }));
  const deptName = (id: Id | null) => departments.data?.find((d) => d.id === id)?.name ?? '—';
  const confirmOk = { 'data-testid': 'member-confirm-ok' } as never;

  const actions = (m: Member) => {
    if (!manage || m.role === 'main') return null;
    const toggle = (disabled: boolean, key: string) => (
      <Popconfirm
        title={t(disabled ? 'members.disableConfirm' : 'members.enableConfirm')}
        okText={t('actions.confirm')}
        cancelText={t('actions.cancel')}
        okButtonProps={confirmOk}
        onConfirm={() => setDisabled.mutateAsync({ id: m.id, disabled })}
      >
        <Button size="small" danger={disabled} data-testid={`member-${key}-${m.id}`}>
          {t(`members.${key}`)}
        </Button>
      </Popconfirm>
    );
    return (
      <Space wrap>
        {m.status === 'pending' && (
          <Button
            size="small"
            type="primary"
            loading={approve.isPending && approve.variables === m.id}
            onClick={() => approve.mutate(m.id)}
            data-testid={`member-approve-${m.id}`}
          >
            {t('members.approve')}
          </Button>
        )}
        {m.status === 'active' && toggle(true, 'disable')}
        {m.status === 'disabled' && toggle(false, 'enable')}
      </Space>
    );
  };

  return (
    <Table<Member>
      rowKey="id"
      size="small"
      loading={members.isLoading}
      dataSource={members.data ?? []}
      pagination={false}
      scroll={{ x: 900 }}
      locale={{ emptyText: t('members.empty') }}
      onRow={(row) => ({ 'data-testid': `member-row-${row.username}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: t('members.username'), dataIndex: 'username' },
        { title: t('members.contact'), key: 'contact', render: (_, m) => m.email ?? m.mobilePhone ?? '—' },
        { title: t('members.role'), dataIndex: 'role', render: (r: Member['role']) => t(`roles.${r}`) },
        {
          title: t('members.status'),
          dataIndex: 'status',
          render: (s: MemberStatus, m) => (
            <Tag color={STATUS_COLOR[s]} data-testid={`member-status-${m.id}`}>
              {t(`members.statuses.${s}`)}
            </Tag>
          ),
        },
        {
          title: t('members.department'),
          key: 'department',
          render: (_, m) =>
            manage && m.role !== 'main' ? (
              <Select
                size="small"
                allowClear
                style={{ minWidth: 140 }}
                value={m.departmentId ?? undefined}
                options={deptOptions}
                placeholder={t('members.none')}
                onChange={(v: Id | undefined) => assign.mutate({ id: m.id, departmentId: v ?? null })}
                data-testid={`member-department-${m.id}`}
              />
            ) : (
              deptName(m.departmentId)
            ),
        },
        ...(editGroups
          ? [
              {
                title: t('members.group'),
                key: 'group',
                render: (_: unknown, m: Member) =>
                  m.role === 'main' ? (
                    t('members.allPermissions')
                  ) : (
                    <Select
                      size="small"
                      allowClear
                      style={{ minWidth: 140 }}
                      value={m.permissionGroupId ?? undefined}
                      options={groupOptions}
                      placeholder={t('members.none')}
                      onChange={(v: Id | undefined) =>
                        assign.mutate({ id: m.id, permissionGroupId: v ?? null })
                      }
                      data-testid={`member-group-${m.id}`}
                    />
                  ),
              },
            ]
          : []),
        {
          title: t('members.joined'),
          dataIndex: 'createdAt',
          render: (d: string) => <ZonedTimeText at={d} precision="day" />,
        },
        { title: '', key: 'actions', render: (_, m) => actions(m) },
      ]}
    />
  );
}
