import { type DigestSchedule, zonedTimeText } from '@tracklane/domain';
import { Button, Form, Input, Select, Switch } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { RequestError } from '../../../app/request';
import { FormError } from '../../../shared/ui/form-error';
import { useSaveDigestSchedule } from '../hooks/use-digest-schedule';
import {
  type DigestFormValues,
  formToSchedule,
  previewNextRun,
  scheduleToForm,
  zoneOptions,
} from '../model/digest-form';
import { emailsProblem } from '../model/rule-form';
import './notifications.css';
import './digest-settings.css';

const FIELDS = ['enabled', 'cycle', 'weekday', 'monthDay', 'time', 'timeZone', 'emails'] as const;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** The field problems of a 40000 answer (`data.issues`) that name a field of this form. */
function fieldIssues(error: unknown): { name: (typeof FIELDS)[number]; errors: string[] }[] {
  if (!(error instanceof RequestError)) return [];
  const issues = (error.envelope?.data as { issues?: unknown } | null | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((i) =>
    typeof i?.field === 'string' &&
    (FIELDS as readonly string[]).includes(i.field) &&
    typeof i.message === 'string'
      ? [{ name: i.field as (typeof FIELDS)[number], errors: [i.message as string] }]
      : [],
  );
}

/**
 * The digest schedule: on or off, daily / weekly on a weekday / monthly on a day, a time in a
 * zone (the browser's until the member picks another), 1–3 addresses with either comma. The next
 * send is shown as the values change, on the chosen zone's clock with its label. Test ids:
 * `digest-enabled`, `digest-cycle`, `digest-weekday`, `digest-month-day`, `digest-time`,
 * `digest-zone`, `digest-emails`, `digest-next`, `digest-submit`.
 */
export function DigestSettingsForm({ schedule }: { schedule: DigestSchedule }) {
  const { t } = useTranslation('digests');
  const { t: tn } = useTranslation('notifications');
  const message = useMessage();
  const [form] = Form.useForm<DigestFormValues>();
  const save = useSaveDigestSchedule();
  const [otherError, setOtherError] = useState<Error | null>(null);
  const initial = useMemo(() => scheduleToForm(schedule), [schedule]);
  const values = Form.useWatch([], form) as Partial<DigestFormValues> | undefined;
  const current = { ...initial, ...values };
  const zones = useMemo(() => zoneOptions(initial.timeZone).map((z) => ({ value: z, label: z })), [initial]);

  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  const next = previewNextRun(current);
  const onFinish = (submitted: DigestFormValues) => {
    setOtherError(null);
    save.mutate(formToSchedule(submitted), {
      onSuccess: () => message.success(t('saved')),
      onError: (error) => {
        const fields = fieldIssues(error);
        if (fields.length > 0) form.setFields(fields);
        else setOtherError(error);
      },
    });
  };

  return (
    <>
      <p className="tl-rule-intro">{t('intro')}</p>
      <Form<DigestFormValues>
        form={form}
        layout="vertical"
        className="tl-settings-form"
        initialValues={initial}
        onFinish={onFinish}
        onValuesChange={() => setOtherError(null)}
      >
        <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
          <Switch data-testid="digest-enabled" />
        </Form.Item>
        <div className="tl-digest-when">
          <Form.Item
            name="cycle"
            label={t('cycle')}
            rules={[{ required: true, message: t('cycleRequired') }]}
          >
            <Select
              data-testid="digest-cycle"
              options={(['daily', 'weekly', 'monthly'] as const).map((c) => ({
                value: c,
                label: t(`cycles.${c}`),
              }))}
            />
          </Form.Item>
          {current.cycle === 'weekly' && (
            <Form.Item
              name="weekday"
              label={t('weekday')}
              rules={[{ required: true, message: t('weekdayRequired') }]}
            >
              <Select
                data-testid="digest-weekday"
                options={WEEKDAYS.map((d) => ({ value: d, label: t(`weekdays.${d}`) }))}
              />
            </Form.Item>
          )}
          {current.cycle === 'monthly' && (
            <Form.Item
              name="monthDay"
              label={t('monthDay')}
              rules={[{ required: true, message: t('monthDayRequired') }]}
            >
              <Select
                data-testid="digest-month-day"
                options={MONTH_DAYS.map((d) => ({ value: d, label: t('day', { day: d }) }))}
              />
            </Form.Item>
          )}
          <Form.Item
            name="time"
            label={t('time')}
            rules={[{ required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('timeRequired') }]}
          >
            <Input type="time" data-testid="digest-time" />
          </Form.Item>
        </div>
        {current.cycle === 'monthly' && (current.monthDay ?? 0) > 28 && (
          <p className="tl-rule-help tl-digest-note">{t('shortMonth')}</p>
        )}
        <Form.Item name="timeZone" label={t('timeZone')} extra={t('timeZoneHelp')}>
          <Select showSearch data-testid="digest-zone" options={zones} />
        </Form.Item>
        <Form.Item
          name="emails"
          label={t('emails')}
          extra={tn('settings.emailsHelp')}
          dependencies={['enabled']}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = emailsProblem(value, form.getFieldValue('enabled') === true);
                if (!problem) return;
                if (problem.problem === 'invalid' && !problem.value)
                  throw new Error(tn('emailProblem.invalidEmpty'));
                throw new Error(tn(`emailProblem.${problem.problem}`, { value: problem.value ?? '' }));
              },
            },
          ]}
        >
          <Input
            placeholder={tn('settings.emailsPlaceholder')}
            autoComplete="email"
            data-testid="digest-emails"
          />
        </Form.Item>
        <p className="tl-digest-next" data-testid="digest-next">
          {next
            ? t('next', { when: zonedTimeText(next, current.timeZone ?? 'UTC') })
            : t(current.enabled ? 'nextUnknown' : 'off')}
        </p>
        <p className="tl-rule-help">{t('content')}</p>
        <FormError error={otherError} />
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="digest-submit">
          {t('save')}
        </Button>
      </Form>
    </>
  );
}
