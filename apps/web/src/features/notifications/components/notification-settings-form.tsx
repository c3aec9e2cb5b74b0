import {
  DEFAULT_THRESHOLD_HOURS,
  MAX_THRESHOLD_HOURS,
  type NotificationRule,
  type NotificationRuleInput,
  REMINDER_GROUPS,
  type ReminderGroup,
} from '@tracklane/domain';
import { Alert, Button, Card, Checkbox, Form, Input, InputNumber, Radio, Space, Switch } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { RequestError } from '../../../app/request';
import { FormError } from '../../../shared/ui/form-error';
import { useSaveNotificationRule } from '../hooks/use-notification-rule';
import { useSaveOrganizationRule } from '../hooks/use-organization-rule';
import { emailsProblem, formFieldOf, formToRule, type RuleFormValues, ruleToForm } from '../model/rule-form';
import { FilterScopeFields } from './filter-scope-fields';
import { MsgappChannel } from './msgapp-channel';
import { ScopeSelect } from './scope-select';
import './notifications.css';

/** The rule's events in groups: date changes, milestones, warnings, data. */
const REMINDER_GROUP_NAMES = Object.keys(REMINDER_GROUPS) as ReminderGroup[];

interface Issue {
  field: string;
  message: string;
}

/** The field problems of a 40000 answer (`data.issues`, as every form's schema failure is sent). */
function issuesOf(error: unknown): Issue[] {
  if (!(error instanceof RequestError)) return [];
  const issues = (error.envelope?.data as { issues?: unknown } | null | undefined)?.issues;
  return Array.isArray(issues)
    ? issues.filter((i): i is Issue => typeof i?.field === 'string' && typeof i?.message === 'string')
    : [];
}

/** Whose rule the form saves: the member's own, or their organisation's (company.manage). */
export type RuleTarget = 'member' | 'organization';

interface Saver {
  mutate(body: NotificationRuleInput, on: { onSuccess(): void; onError(error: Error): void }): void;
  isPending: boolean;
}

/**
 * The member's reminder rule (issue 21, platform.md §5): on or off, which events, how big a
 * change, which shipments and where besides the notice centre. The addresses are checked as they
 * are typed with the domain's rule; the server's answer is what counts, its field problems shown
 * on their fields. Test ids: `rule-enabled`, `rule-event-<EVENT>`, `rule-threshold`,
 * `rule-scope-<kind>`, `rule-chosen`, `rule-inapp`, `rule-email`, `rule-emails`, `rule-msgapp`,
 * `rule-msgapp-bind`, `rule-submit`. The organisation's rule uses the same form (`target`), in a
 * card of its own (`organization-rule`); `disabled` shows a rule that is not for editing (the
 * organisation's, to a member following it); `notice` replaces the "these are the defaults" line.
 */
export function NotificationSettingsForm({
  rule,
  target = 'member',
  disabled = false,
  notice,
}: {
  rule: NotificationRule;
  target?: RuleTarget;
  disabled?: boolean;
  notice?: ReactNode;
}) {
  const { t } = useTranslation('notifications');
  const message = useMessage();
  const [form] = Form.useForm<RuleFormValues>();
  const saveMine = useSaveNotificationRule();
  const saveOrganization = useSaveOrganizationRule();
  const save: Saver = target === 'organization' ? saveOrganization : saveMine;
  const [otherError, setOtherError] = useState<Error | null>(null);
  const email = Form.useWatch('email', form) ?? rule.channels.email;
  const scopeKind = Form.useWatch('scopeKind', form) ?? rule.scope.kind;

  useEffect(() => form.setFieldsValue(ruleToForm(rule)), [form, rule]);

  const onFinish = (values: RuleFormValues) => {
    setOtherError(null);
    save.mutate(formToRule(values), {
      onSuccess: () => message.success(t('settings.saved')),
      onError: (error) => {
        const fields = issuesOf(error)
          .map((issue) => ({ name: formFieldOf(issue.field), errors: [issue.message] }))
          .filter((f): f is { name: keyof RuleFormValues; errors: string[] } => f.name !== null);
        if (fields.length > 0) form.setFields(fields);
        else setOtherError(error);
      },
    });
  };

  const emailProblemText = (text: string | undefined) => {
    const problem = emailsProblem(text, form.getFieldValue('email') === true);
    if (!problem) return null;
    if (problem.problem === 'invalid' && !problem.value) return t('emailProblem.invalidEmpty');
    return t(`emailProblem.${problem.problem}`, { value: problem.value ?? '' });
  };

  return (
    <Card
      className="tl-settings-section"
      data-testid={target === 'organization' ? 'organization-rule' : 'notification-rule'}
      title={target === 'organization' ? t('organizationRule.title') : undefined}
    >
      <p className="tl-rule-intro">
        {t(target === 'organization' ? 'organizationRule.intro' : 'settings.intro')}
      </p>
      {notice ??
        (rule.isDefault && (
          <Alert type="info" showIcon title={t('settings.isDefault')} style={{ marginBottom: 16 }} />
        ))}
      <Form<RuleFormValues>
        form={form}
        disabled={disabled}
        layout="vertical"
        className="tl-settings-form"
        initialValues={ruleToForm(rule)}
        onFinish={onFinish}
        onValuesChange={() => setOtherError(null)}
      >
        <Form.Item
          name="enabled"
          label={t('settings.enabled')}
          valuePropName="checked"
          extra={t('settings.enabledHelp')}
        >
          <Switch data-testid="rule-enabled" />
        </Form.Item>
        <Form.Item
          name="events"
          label={t('settings.events')}
          rules={[{ type: 'array', min: 1, message: t('settings.eventsRequired') }]}
        >
          <Checkbox.Group style={{ display: 'grid', gap: 4 }}>
            {REMINDER_GROUP_NAMES.map((group) => (
              <fieldset key={group} className="tl-rule-event-group" data-testid={`rule-event-group-${group}`}>
                <legend className="tl-rule-event-group-title">{t(`eventGroups.${group}`)}</legend>
                {REMINDER_GROUPS[group].map((event) => (
                  <Checkbox
                    key={event}
                    value={event}
                    className="tl-rule-event"
                    data-testid={`rule-event-${event}`}
                  >
                    <span className="tl-rule-event-text">
                      <span>{t(`events.${event}`)}</span>
                      <span className="tl-rule-help">{t(`eventHelp.${event}`)}</span>
                    </span>
                  </Checkbox>
                ))}
              </fieldset>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item
          label={t('settings.threshold')}
          extra={`${t('settings.thresholdHelp')} ${t('settings.thresholdNote')}`}
        >
          <Space.Compact>
            <Form.Item
              name="thresholdHours"
              noStyle
              rules={[{ required: true, message: t('settings.threshold') }]}
            >
              <InputNumber
                min={0}
                max={MAX_THRESHOLD_HOURS}
                step={1}
                placeholder={String(DEFAULT_THRESHOLD_HOURS)}
                data-testid="rule-threshold"
                style={{ width: 120 }}
              />
            </Form.Item>
            <Space.Addon>{t('settings.hours')}</Space.Addon>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="scopeKind" label={t('settings.scope')}>
          <Radio.Group style={{ display: 'grid', gap: 6 }}>
            {(['mine', 'all', 'filter', 'chosen'] as const).map((kind) => (
              <Radio key={kind} value={kind} data-testid={`rule-scope-${kind}`}>
                {t(
                  `${target === 'organization' ? 'organizationRule' : 'settings'}.scope${kind[0]?.toUpperCase()}${kind.slice(1)}`,
                )}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {scopeKind === 'filter' && <FilterScopeFields />}
        {scopeKind === 'chosen' && (
          <Form.Item
            name="subscriptionIds"
            label={t('settings.chosen')}
            rules={[{ type: 'array', min: 1, message: t('settings.chosenRequired') }]}
          >
            <ScopeSelect />
          </Form.Item>
        )}
        <Form.Item label={t('settings.channels')} style={{ marginBottom: 8 }}>
          <Space orientation="vertical" size={6}>
            <Checkbox checked disabled data-testid="rule-inapp">
              {t('settings.inapp')}
            </Checkbox>
            <Form.Item name="email" valuePropName="checked" noStyle>
              <Checkbox data-testid="rule-email">{t('settings.email')}</Checkbox>
            </Form.Item>
            <MsgappChannel bound={rule.msgappBound} />
          </Space>
        </Form.Item>
        <Form.Item
          name="emails"
          label={t('settings.emails')}
          extra={t('settings.emailsHelp')}
          dependencies={['email']}
          hidden={!email}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = emailProblemText(value);
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input
            placeholder={t('settings.emailsPlaceholder')}
            autoComplete="email"
            data-testid="rule-emails"
          />
        </Form.Item>
        <FormError error={otherError} />
        {!disabled && (
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="rule-submit">
            {t('settings.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
