import { EditOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import type { Organization } from '../api/enterprise-types';
import { can } from '../sections';
import { CompanyInfoForm } from './company-info-form';

const orDash = (v: string | null | undefined) => v || '—';

/**
 * Company info: read for company.view, editable with company.manage.
 * Test ids: `company-name`, `company-client-id`, `company-edit`.
 */
export function CompanyInfoCard({ org }: { org: Organization }) {
  const { t } = useTranslation('enterprise');
  const [editing, setEditing] = useState(false);
  const manage = can(org.me, 'company.manage');

  if (editing) {
    return (
      <Card title={t('info.editTitle')} className="tl-settings-section">
        <CompanyInfoForm org={org} onDone={() => setEditing(false)} />
      </Card>
    );
  }
  return (
    <Card
      className="tl-settings-section"
      title={t('info.title')}
      extra={
        manage && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="company-edit">
            {t('actions.edit')}
          </Button>
        )
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('info.name')}>
          <span data-testid="company-name">{org.name}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('info.clientId')}>
          <span data-testid="company-client-id">{org.clientId}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('info.address')}>{orDash(org.info.address)}</Descriptions.Item>
        <Descriptions.Item label={t('info.website')}>{orDash(org.info.website)}</Descriptions.Item>
        <Descriptions.Item label={t('info.contactEmail')}>{orDash(org.info.contactEmail)}</Descriptions.Item>
        <Descriptions.Item label={t('info.contactPhone')}>{orDash(org.info.contactPhone)}</Descriptions.Item>
        <Descriptions.Item label={t('info.members')}>{org.usage.members}</Descriptions.Item>
        <Descriptions.Item label={t('info.createdAt')}>
          <ZonedTimeText at={org.createdAt} precision="day" />
        </Descriptions.Item>
        <Descriptions.Item label={t('info.myRole')}>{t(`roles.${org.me.role}`)}</Descriptions.Item>
        <Descriptions.Item label={t('info.myScope')}>{t(`scopes.${org.me.dataScope}`)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
