import type { NotificationRule, OrganizationNotificationRule } from '@tracklane/domain';
import { Alert, Button, Card, Popconfirm, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { useDeleteOrganizationRule, useOrganizationRule } from '../hooks/use-organization-rule';
import { useWebhookRights } from '../webhooks/use-webhook-rights';
import { NotificationSettingsForm } from './notification-settings-form';

/** The organisation's rule in the shape of the form (the msgapp channel needs no binding here). */
function asFormRule(rule: OrganizationNotificationRule): NotificationRule {
  return {
    enabled: rule.enabled,
    events: rule.events,
    thresholdHours: rule.thresholdHours,
    scope: rule.scope,
    channels: rule.channels,
    emails: rule.emails,
    msgappBound: true,
    isDefault: !rule.isSet,
    updatedAt: rule.updatedAt,
  };
}

/**
 * The notification settings page's "Organisation rule" section, for members who may see it
 * (`company.view`; the same rights as the organisation's webhooks): whether it is set and how
 * many members follow it; managers (`company.manage`) open the form to change or remove it, the
 * others may open it read-only. The form is mounted only when opened, so the page holds one
 * member form by default. Test ids: `organization-rule-summary`, `organization-rule-open`,
 * `organization-rule-remove`, and the form's inside `organization-rule`.
 */
export function OrganizationRuleSettings() {
  const { t } = useTranslation('notifications');
  const message = useMessage();
  const rights = useWebhookRights();
  const rule = useOrganizationRule(rights.ready && rights.view);
  const remove = useDeleteOrganizationRule();
  const [open, setOpen] = useState(false);
  if (!rights.ready || !rights.view) return null;
  if (rule.isError) return <Alert type="error" showIcon title={rule.error.message} />;
  if (!rule.data) return <Skeleton active />;
  const data = rule.data;
  const summary = (
    <Alert
      type={data.isSet ? 'success' : 'info'}
      showIcon
      data-testid="organization-rule-summary"
      title={data.isSet ? t('organizationRule.set', { count: data.followers }) : t('organizationRule.unset')}
      style={{ marginBottom: 16 }}
    />
  );
  if (open) {
    return (
      <NotificationSettingsForm
        rule={asFormRule(data)}
        target="organization"
        disabled={!rights.manage}
        notice={
          <>
            {summary}
            {!rights.manage && (
              <p className="tl-rule-help" data-testid="organization-rule-read-only">
                {t('organizationRule.readOnly')}
              </p>
            )}
            <Space wrap style={{ marginBottom: 16 }}>
              <Button size="small" onClick={() => setOpen(false)}>
                {t('organizationRule.close')}
              </Button>
              {rights.manage && data.isSet && (
                <Popconfirm
                  title={t('organizationRule.removeConfirm')}
                  okText={t('organizationRule.remove')}
                  cancelText={t('organizationRule.cancel')}
                  onConfirm={() =>
                    remove.mutate(undefined, {
                      onSuccess: () => message.success(t('organizationRule.removed')),
                    })
                  }
                >
                  <Button
                    size="small"
                    danger
                    loading={remove.isPending}
                    data-testid="organization-rule-remove"
                  >
                    {t('organizationRule.remove')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          </>
        }
      />
    );
  }
  return (
    <Card className="tl-settings-section" data-testid="organization-rule" title={t('organizationRule.title')}>
      <p className="tl-rule-intro">{t('organizationRule.intro')}</p>
      {summary}
      <Button onClick={() => setOpen(true)} data-testid="organization-rule-open">
        {t(rights.manage ? 'organizationRule.edit' : 'organizationRule.view')}
      </Button>
    </Card>
  );
}
