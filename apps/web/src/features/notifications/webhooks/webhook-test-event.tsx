import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@tracklane/domain';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { useSendWebhookTest } from './use-webhooks';

/** "Send a test event": sample data of the chosen event type, marked as a test, into the log. */
export function WebhookTestEvent({ endpointId, onSent }: { endpointId: string; onSent: () => void }) {
  const { t } = useTranslation('notifications');
  const message = useMessage();
  const send = useSendWebhookTest();
  const [eventType, setEventType] = useState<WebhookEventType>(WEBHOOK_EVENT_TYPES[0]);
  return (
    <Space.Compact className="tl-webhook-test">
      <Select<WebhookEventType>
        value={eventType}
        onChange={setEventType}
        options={WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: t(`events.${type}`) }))}
        aria-label={t('webhooks.testEventType')}
        data-testid="webhook-test-type"
        popupMatchSelectWidth={false}
      />
      <Button
        loading={send.isPending}
        onClick={() =>
          send.mutate(
            { endpointId, eventType },
            {
              onSuccess: () => {
                message.success(t('webhooks.testSent'));
                onSent();
              },
            },
          )
        }
        data-testid="webhook-test-send"
      >
        {t('webhooks.testSend')}
      </Button>
    </Space.Compact>
  );
}
