import { WEBHOOK_REDELIVERY_DAYS } from '@tracklane/domain';
import { Button, DatePicker, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import {
  fromPickerValue,
  PICKER_CLOCK_FORMAT,
  PICKER_MINUTE_FORMAT,
  toPickerValue,
} from '../../../shared/time/zoned-picker';
import { useTimeFormat } from '../../../shared/time/zoned-time';
import { useRedeliverWebhook } from './use-webhooks';

const HOUR = 3_600_000;
const PRESETS = {
  '1h': HOUR,
  '24h': 24 * HOUR,
  '7d': 7 * 24 * HOUR,
  '30d': WEBHOOK_REDELIVERY_DAYS * 24 * HOUR,
};
type Choice = keyof typeof PRESETS | 'custom';

/**
 * "Redeliver a time range": every message of the last hour, day, week or 30 days, or a range
 * picked on the clock the user reads times in (labelled with its zone), no further back than the
 * server keeps messages. Test ids: `webhook-range-preset`, `webhook-range-custom`, `webhook-range-send`.
 */
export function WebhookRedeliverRange({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation('notifications');
  const message = useMessage();
  const { zoneOf, time } = useTimeFormat();
  const zone = zoneOf();
  const [choice, setChoice] = useState<Choice>('24h');
  const [custom, setCustom] = useState<[Date, Date] | null>(null);
  const redeliver = useRedeliverWebhook();
  const now = new Date();
  const earliest = toPickerValue(new Date(now.getTime() - PRESETS['30d']), zone);
  const latest = toPickerValue(now, zone);

  const range = (): [Date, Date] | null =>
    choice === 'custom' ? custom : [new Date(Date.now() - PRESETS[choice]), new Date()];

  const send = () => {
    const picked = range();
    if (!picked) return;
    redeliver.mutate(
      { endpointId, from: picked[0].toISOString(), to: picked[1].toISOString() },
      { onSuccess: ({ queued }) => message.success(t('webhooks.redelivered', { n: queued })) },
    );
  };

  return (
    <div className="tl-webhook-range" data-testid="webhook-range">
      <span className="tl-webhook-range-title">{t('webhooks.rangeTitle')}</span>
      <Segmented<Choice>
        size="small"
        value={choice}
        onChange={setChoice}
        options={(['1h', '24h', '7d', '30d', 'custom'] as const).map((value) => ({
          value,
          label: t(`webhooks.range.${value}`),
        }))}
        data-testid="webhook-range-preset"
      />
      {choice === 'custom' && (
        <span className="tl-webhook-range-custom">
          <DatePicker.RangePicker
            size="small"
            value={custom && [toPickerValue(custom[0], zone), toPickerValue(custom[1], zone)]}
            showTime={{ format: PICKER_CLOCK_FORMAT }}
            format={PICKER_MINUTE_FORMAT}
            disabledDate={(day) => day.isBefore(earliest, 'day') || day.isAfter(latest, 'day')}
            onChange={(picked) => {
              setCustom(
                picked?.[0] && picked[1]
                  ? [fromPickerValue(picked[0], zone), fromPickerValue(picked[1], zone)]
                  : null,
              );
            }}
            data-testid="webhook-range-custom"
          />
          <span className="tl-time-zone">{time(now)?.zone}</span>
        </span>
      )}
      <Button
        size="small"
        onClick={send}
        loading={redeliver.isPending}
        disabled={choice === 'custom' && !custom}
        data-testid="webhook-range-send"
      >
        {t('webhooks.rangeSend')}
      </Button>
    </div>
  );
}
