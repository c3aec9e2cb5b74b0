import type { EffectiveNotificationRule } from '@tracklane/domain';
import { Alert, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { useResetNotificationRule } from '../hooks/use-organization-rule';

/**
 * Above the member's rule: whether they follow their organisation's rule (with "use my own
 * rule"), or have their own while the organisation has one (with "reset to the organisation's
 * rule"). Nothing when neither applies (the form's "these are the defaults" line then).
 * Test ids: `rule-source`, `rule-use-own`, `rule-reset`, `rule-reset-confirm`.
 */
export function RuleSourceNotice({
  rule,
  editingOwn,
  onUseOwn,
}: {
  rule: EffectiveNotificationRule;
  editingOwn: boolean;
  onUseOwn(): void;
}) {
  const { t } = useTranslation('notifications');
  const message = useMessage();
  const reset = useResetNotificationRule();
  if (rule.source === 'organization') {
    return (
      <Alert
        type="info"
        showIcon
        className="tl-rule-source"
        style={{ marginBottom: 16 }}
        data-testid="rule-source"
        title={t(editingOwn ? 'organizationRule.editingOwn' : 'organizationRule.following')}
        action={
          editingOwn ? undefined : (
            <Button size="small" onClick={onUseOwn} data-testid="rule-use-own">
              {t('organizationRule.useOwn')}
            </Button>
          )
        }
      />
    );
  }
  if (rule.source === 'member' && rule.organizationRuleSet) {
    return (
      <Alert
        type="success"
        showIcon
        className="tl-rule-source"
        style={{ marginBottom: 16 }}
        data-testid="rule-source"
        title={t('organizationRule.own')}
        action={
          <Popconfirm
            title={t('organizationRule.resetConfirm')}
            okText={t('organizationRule.reset')}
            cancelText={t('organizationRule.cancel')}
            okButtonProps={{ 'data-testid': 'rule-reset-confirm' } as never}
            onConfirm={() =>
              reset.mutate(undefined, { onSuccess: () => message.success(t('organizationRule.resetDone')) })
            }
          >
            <Button size="small" loading={reset.isPending} data-testid="rule-reset">
              {t('organizationRule.reset')}
            </Button>
          </Popconfirm>
        }
      />
    );
  }
  return null;
}
