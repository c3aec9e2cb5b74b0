import type { ExportTemplate, Language } from '@tracklane/domain';
import { Alert, Form, Input, Modal, Radio, Select, Switch } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import { useCreateExportTemplate, useSaveExportTemplate } from '../hooks/use-export-templates';
import {
  fieldIssues,
  fieldsProblem,
  formToBody,
  previewNextRun,
  scheduleEmailsProblem,
  type TemplateFormValues,
  templateLimitError,
  templateToForm,
} from '../model/template-form';
import { FieldPicker } from './field-picker';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The runtime's zones, with the current one first if it is missing. */
function zoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    zones = [];
  }
  const all = zones.includes('UTC') ? zones : [...zones, 'UTC'];
  return all.includes(current) ? all : [current, ...all];
}

/**
 * Creating (`template` null) or editing a template: name, enabled, one row per shipment or per
 * container, the field picker (at least one field, §5) and the scheduled export (daily or weekly
 * on a weekday, a time in a zone — the browser's by default — 1–3 addresses, xlsx or csv). A
 * sixth template shows the server's "template limit exceeded" above the buttons. Test ids:
 * `template-editor`, `template-name`, `template-enabled`, `template-rows`, `schedule-on`,
 * `schedule-cycle`, `schedule-weekday`, `schedule-time`, `schedule-zone`, `schedule-emails`,
 * `schedule-format`, `schedule-next`, `template-error`, `template-save`.
 */
export function TemplateEditor({
  open,
  template,
  onClose,
}: {
  open: boolean;
  template: ExportTemplate | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('exports');
  const message = useMessage();
  const phone = useMediaQuery('(max-width: 760px)', false);
  const [form] = Form.useForm<TemplateFormValues>();
  const create = useCreateExportTemplate();
  const save = useSaveExportTemplate();
  const [error, setError] = useState<string | null>(null);
  const initial = useMemo(() => templateToForm(template), [template]);
  const values = Form.useWatch([], form) as Partial<TemplateFormValues> | undefined;
  const current = { ...initial, ...values };
  const zones = useMemo(() => zoneOptions(initial.timeZone).map((z) => ({ value: z, label: z })), [initial]);
  const language = (i18n.language as Language) ?? 'en';

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initial);
      setError(null);
    }
  }, [open, form, initial]);

  const pending = create.isPending || save.isPending;
  const onFinish = (submitted: TemplateFormValues) => {
    setError(null);
    const body = formToBody({ ...initial, ...submitted }, template?.schedule?.language ?? language);
    const done = {
      onSuccess: () => {
        message.success(t('saved'));
        onClose();
      },
      onError: (e: Error) => {
        const fields = fieldIssues(e);
        if (fields.length > 0) form.setFields(fields);
        else setError(templateLimitError(e) ?? e.message);
      },
    };
    if (template) save.mutate({ id: template.id, body }, done);
    else create.mutate(body, done);
  };

  const next = previewNextRun(current);
  return (
    <Modal
      open={open}
      title={template ? t('editor.editTitle', { name: template.name }) : t('editor.newTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('editor.save')}
      cancelText={t('editor.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'template-save' } as never}
      width={phone ? '100%' : 980}
      style={phone ? { top: 8, maxWidth: 'calc(100vw - 16px)' } : { top: 40 }}
      destroyOnHidden
      className="tl-template-editor"
    >
      <Form<TemplateFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={onFinish}
        onValuesChange={() => setError(null)}
        data-testid="template-editor"
      >
        <div className="tl-template-head">
          <Form.Item
            name="name"
            label={t('editor.name')}
            rules={[
              { required: true, whitespace: true, message: t('editor.nameRequired') },
              { max: 50, message: t('editor.nameTooLong') },
            ]}
          >
            <Input maxLength={50} data-testid="template-name" />
          </Form.Item>
          <Form.Item name="rowMode" label={t('editor.rows')}>
            <Radio.Group data-testid="template-rows" optionType="button">
              <Radio.Button value="shipment">{t('rows.shipment')}</Radio.Button>
              <Radio.Button value="container">{t('rows.container')}</Radio.Button>
            </Radio.Group>
          </Form.Item>
          <Form.Item name="enabled" label={t('editor.enabled')} valuePropName="checked">
            <Switch data-testid="template-enabled" />
          </Form.Item>
        </div>
        <Form.Item
          name="fields"
          label={t('editor.fields')}
          rules={[
            {
              validator: async (_, value: TemplateFormValues['fields'] | undefined) => {
                const problem = fieldsProblem(value);
                if (problem) throw new Error(t(`fields.${problem}`));
              },
            },
          ]}
        >
          <FieldPicker />
        </Form.Item>

        <fieldset className="tl-schedule">
          <legend>{t('schedule.title')}</legend>
          <Form.Item
            name="scheduleOn"
            label={t('schedule.on')}
            valuePropName="checked"
            extra={t('schedule.help')}
          >
            <Switch data-testid="schedule-on" />
          </Form.Item>
          {current.scheduleOn && (
            <>
              <div className="tl-schedule-when">
                <Form.Item name="cycle" label={t('schedule.cycle')}>
                  <Select
                    data-testid="schedule-cycle"
                    options={(['daily', 'weekly'] as const).map((c) => ({
                      value: c,
                      label: t(`schedule.cycles.${c}`),
                    }))}
                  />
                </Form.Item>
                {current.cycle === 'weekly' && (
                  <Form.Item name="weekday" label={t('schedule.weekday')}>
                    <Select
                      data-testid="schedule-weekday"
                      options={WEEKDAYS.map((d) => ({ value: d, label: t(`schedule.weekdays.${d}`) }))}
                    />
                  </Form.Item>
                )}
                <Form.Item
                  name="time"
                  label={t('schedule.time')}
                  rules={[
                    {
                      required: true,
                      pattern: /^([01]\d|2[0-3]):[0-5]\d$/,
                      message: t('schedule.timeRequired'),
                    },
                  ]}
                >
                  <Input type="time" data-testid="schedule-time" />
                </Form.Item>
                <Form.Item name="format" label={t('schedule.format')}>
                  <Select
                    data-testid="schedule-format"
                    options={[
                      { value: 'xlsx', label: 'Excel (.xlsx)' },
                      { value: 'csv', label: 'CSV (.csv)' },
                    ]}
                  />
                </Form.Item>
              </div>
              <Form.Item name="timeZone" label={t('schedule.timeZone')}>
                <Select showSearch data-testid="schedule-zone" options={zones} />
              </Form.Item>
              <Form.Item
                name="emails"
                label={t('schedule.emails')}
                extra={t('schedule.emailsHelp')}
                rules={[
                  {
                    validator: async (_, value: string | undefined) => {
                      const problem = scheduleEmailsProblem(value, true);
                      if (!problem) return;
                      throw new Error(
                        t(`schedule.emailProblem.${problem.problem}`, { value: problem.value ?? '' }),
                      );
                    },
                  },
                ]}
              >
                <Input placeholder="a@example.com, b@example.com" data-testid="schedule-emails" />
              </Form.Item>
              {next && (
                <p className="tl-muted" data-testid="schedule-next">
                  {t('schedule.next')} <ZonedTimeText at={next} portZone={current.timeZone} />
                </p>
              )}
            </>
          )}
        </fieldset>
        {error && <Alert type="error" showIcon title={error} data-testid="template-error" />}
      </Form>
    </Modal>
  );
}
