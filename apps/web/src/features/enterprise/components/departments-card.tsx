import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Input, Popconfirm, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Department, Organization } from '../api/enterprise-types';
import { useDeleteDepartment, useDepartments, useSaveDepartment } from '../hooks/use-departments';
import { can } from '../sections';

/**
 * Departments: list for company.view; create, rename (inline) and delete with company.manage.
 * Test ids: `department-name`, `department-add`, `department-row-<name>`, `department-delete-<id>`,
 * `department-delete-ok`.
 */
export function DepartmentsCard({ org }: { org: Organization }) {
  const { t } = useTranslation('enterprise');
  const manage = can(org.me, 'company.manage');
  const departments = useDepartments();
  const save = useSaveDepartment();
  const remove = useDeleteDepartment();
  const [name, setName] = useState('');

  const onAdd = () => save.mutate({ name: name.trim() }, { onSuccess: () => setName('') });

  return (
    <Card className="tl-settings-section">
      {manage && (
        <div className="tl-enterprise-toolbar">
          <Input
            value={name}
            maxLength={64}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={() => name.trim() && onAdd()}
            placeholder={t('departments.namePlaceholder')}
            data-testid="department-name"
          />
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!name.trim()}
            loading={save.isPending}
            onClick={onAdd}
            data-testid="department-add"
          >
            {t('departments.add')}
          </Button>
        </div>
      )}
      <Table<Department>
        rowKey="id"
        size="small"
        loading={departments.isLoading}
        dataSource={departments.data ?? []}
        pagination={false}
        locale={{ emptyText: t('departments.empty') }}
        onRow={(row) =>
          ({ 'data-testid': `department-row-${row.name}` }) as React.HTMLAttributes<HTMLElement>
        }
        columns={[
          {
            title: t('departments.name'),
            dataIndex: 'name',
            render: (value: string, d) => (
              <Typography.Text
                editable={
                  manage && {
                    tooltip: t('actions.rename'),
                    onChange: (next) =>
                      next.trim() && next !== value && save.mutate({ id: d.id, name: next.trim() }),
                  }
                }
              >
                {value}
              </Typography.Text>
            ),
          },
          { title: t('departments.members'), dataIndex: 'memberCount', width: 120 },
          {
            title: '',
            key: 'actions',
            width: 100,
            render: (_, d) =>
              manage && (
                <Popconfirm
                  title={t('departments.deleteConfirm')}
                  okText={t('actions.delete')}
                  cancelText={t('actions.cancel')}
                  okButtonProps={{ danger: true, 'data-testid': 'department-delete-ok' } as never}
                  onConfirm={() => remove.mutateAsync(d.id)}
                >
                  <Button danger size="small" data-testid={`department-delete-${d.id}`}>
                    {t('actions.delete')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}
