import {
  REMINDER_GROUPS,
  type ReminderGroup,
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@tracklane/domain';
import { Checkbox, Form, Input, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/ui/form-error';
import { useCreateWebhook, useUpdateWebhook } from './use-webhooks';
import {
  endpointToForm,
  formToInput,
  issuesOf,
  type WebhookFormValues,
  webhookFieldOf,
} from './webhook-form';
// The event groups' layout, shared with the rule's events.
import '../components/notifications.css';

/**
 * Adds an endpoint (`endpoint` null) or edits one, in a dialog. The server's field problems
 * (a private address, a bad URL …) go on their fields, anything else above the buttons. A new
 * endpoint's answer carries its secret, handed to `onCreated` to show once. Test ids:
 * `webhook-form`, `webhook-url`, `webhook-description`, `webhook-event-<TYPE>`, `webhook-threshold`,
 * `webhook-save`.
 */
export function WebhookEndpointForm({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (created: WebhookEndpointWithSecret) => void;
}) {
  const { t } = useTranslation('notifications');
  const [form] = Form.useForm<WebhookFormValues>();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [otherError, setOtherError] = useState<Error | null>(null);
  const pending = create.isPending || update.isPending;

  const onError = (error: Error) => {
    const fields = issuesOf(error)
      .map((issue) => ({ name: webhookFieldOf(issue.field), errors: [issue.message] }))
      .filter((f): f is { name: keyof WebhookFormValues; errors: string[] } => f.name !== null);
    if (fields.length > 0) form.setFields(fields);
    else setOtherError(error);
  };

  const onFinish = (values: WebhookFormValues) => {
    setOtherError(null);
    const input = formToInput(values);
    if (endpoint) {
      update.mutate({ body: { id: endpoint.id, ...input }, silent: true }, { onSuccess: onClose, onError });
    } else {
      create.mutate(input, { onSuccess: onCreated, onError });
    }
  };

  return (
    <Modal
      open
      title={endpoint ? t('webhooks.editTitle') : t('webhooks.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('webhooks.save')}
      cancelText={t('webhooks.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'webhook-save' }}
      destroyOnHidden
      width={560}
    >
      <Form<WebhookFormValues>
        form={form}
        layout="vertical"
        initialValues={endpointToForm(endpoint, WEBHOOK_EVENT_TYPES)}
        onFinish={onFinish}
        onValuesChange={() => setOtherError(null)}
        data-testid="webhook-form"
      >
        <Form.Item
          name="url"
          label={t('webhooks.url')}
          extra={t('webhooks.urlHelp')}
          rules={[{ required: true, whitespace: true, message: t('webhooks.urlRequired') }]}
        >
          <Input
            placeholder="https://example.com/webhooks/tracklane"
            inputMode="url"
            data-testid="webhook-url"
          />
        </Form.Item>
        <Form.Item name="description" label={t('webhooks.description')} rules={[{ max: 200 }]}>
          <Input maxLength={200} data-testid="webhook-description" />
        </Form.Item>
        <Form.Item
          name="eventTypes"
          label={t('webhooks.eventTypes')}
          rules={[{ type: 'array', min: 1, message: t('webhooks.eventTypesRequired') }]}
        >
          <Checkbox.Group style={{ display: 'grid', gap: 4 }}>
            {(Object.keys(REMINDER_GROUPS) as ReminderGroup[]).map((group) => (
              <fieldset key={group} className="tl-rule-event-group">
                <legend className="tl-rule-event-group-title">{t(`eventGroups.${group}`)}</legend>
                {REMINDER_GROUPS[group].map((type) => (
                  <Checkbox key={type} value={type} data-testid={`webhook-event-${type}`}>
                    {t(`events.${type}`)}
                  </Checkbox>
                ))}
              </fieldset>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item label={t('webhooks.threshold')} extra={t('webhooks.thresholdHelp')}>
          <Space.Compact>
            <Form.Item name="thresholdHours" noStyle>
              <InputNumber
                min={0}
                max={720}
                step={1}
                data-testid="webhook-threshold"
                style={{ width: 120 }}
              />
            </Form.Item>
            <Space.Addon>{t('webhooks.hours')}</Space.Addon>
          </Space.Compact>
        </Form.Item>
        <FormError error={otherError} testId="webhook-form-error" />
      </Form>
    </Modal>
  );
}
