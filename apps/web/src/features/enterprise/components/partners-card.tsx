import { Button, Card, Popconfirm, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import type { Organization, Partner } from '../api/enterprise-types';
import { usePartners, useRemovePartner } from '../hooks/use-partners';
import { can, sectionPath } from '../sections';

/**
 * Internal partners: list (partner.view), remove (partner.manage); new partners come through
 * partner invitations. Test ids: `partner-row-<name>`, `partner-remove-<id>`, `partner-remove-ok`, `partner-invite`.
 */
export function PartnersCard({ org }: { org: Organization }) {
  const { t } = useTranslation('enterprise');
  const manage = can(org.me, 'partner.manage');
  const partners = usePartners();
  const remove = useRemovePartner();

  return (
    <Card className="tl-settings-section">
      {manage && (
        <div className="tl-enterprise-toolbar">
          <span className="tl-enterprise-muted">{t('partners.hint')}</span>
          <Link to={sectionPath('invitations')} data-testid="partner-invite">
            {t('partners.invite')}
          </Link>
        </div>
      )}
      <Table<Partner>
        rowKey="id"
        size="small"
        loading={partners.isLoading}
        dataSource={partners.data ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: t('partners.empty') }}
        onRow={(row) =>
          ({ 'data-testid': `partner-row-${row.organizationName}` }) as React.HTMLAttributes<HTMLElement>
        }
        columns={[
          { title: t('partners.name'), dataIndex: 'organizationName' },
          { title: t('info.clientId'), dataIndex: 'clientId' },
          {
            title: t('partners.since'),
            dataIndex: 'since',
            render: (d: string) => <ZonedTimeText at={d} precision="day" />,
          },
          {
            title: '',
            key: 'actions',
            width: 100,
            render: (_, p) =>
              manage && (
                <Popconfirm
                  title={t('partners.removeConfirm')}
                  okText={t('partners.remove')}
                  cancelText={t('actions.cancel')}
                  okButtonProps={{ danger: true, 'data-testid': 'partner-remove-ok' } as never}
                  onConfirm={() => remove.mutateAsync(p.id)}
                >
                  <Button danger size="small" data-testid={`partner-remove-${p.id}`}>
                    {t('partners.remove')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}
