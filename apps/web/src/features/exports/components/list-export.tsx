import { ExportOutlined } from '@ant-design/icons';
import type { ExportFormat, ExportJobItem, Language } from '@tracklane/domain';
import { Alert, Button, Checkbox, Form, Modal, notification, Progress, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EXPORT_TEMPLATES_PATH, EXPORTS_PATH } from '../../../shared/paths';
import { browserZone } from '../../../shared/time/zoned-time';
import type { ExportRequest } from '../api/export-jobs-api';
import { isPending, startedExports, useCreateExport, useExportJobs } from '../hooks/use-export-jobs';
import { useExportTemplates } from '../hooks/use-export-templates';
import { progressPercent } from '../model/job-view';
import { DownloadButton } from './export-jobs';
import './exports.css';

/**
 * The list's query (the body of POST /application/ocean/subscribes: its filters, dates as ISO
 * text); the export sends it without the paging.
 */
export type ListExportFilters = { pageIndex?: unknown; pageSize?: unknown } & Record<string, unknown>;

interface DialogValues {
  templateId: string;
  format: ExportFormat;
  selectedOnly: boolean;
}

/**
 * The list's Export button and its dialog: a template among the enabled ones, the format, and
 * "selected rows only" when rows are selected. It posts the list's current filters and the
 * interface language. Test ids: `list-export`, `export-dialog`, `export-template`,
 * `export-format`, `export-selected-only`, `export-start`, `export-error`.
 */
export function ListExportButton({
  filters,
  selected,
  member,
  disabled,
}: {
  filters: ListExportFilters;
  selected: readonly string[];
  /** Guests have no templates of their own: the default one only. */
  member: boolean;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('exports');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<DialogValues>();
  const templates = useExportTemplates(open && member);
  const create = useCreateExport();
  const [error, setError] = useState<string | null>(null);
  const enabled = templates.data
    ? templates.data.filter((x) => x.enabled)
    : [{ id: 'default', name: t('jobs.defaultTemplate') }];

  const start = (values: DialogValues) => {
    setError(null);
    const { pageIndex: _p, pageSize: _s, ...query } = filters;
    const body: ExportRequest = {
      ...query,
      language: (i18n.language as Language) ?? 'en',
      timeZone: browserZone() ?? undefined,
      templateId: values.templateId,
      format: values.format,
      ...(values.selectedOnly && selected.length > 0 ? { subscriptionIds: [...selected] } : {}),
    };
    create.mutate(body, {
      onSuccess: () => setOpen(false),
      onError: (e) => setError(e.message),
    });
  };

  return (
    <>
      <Button
        icon={<ExportOutlined />}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        disabled={disabled}
        data-testid="list-export"
      >
        {t('dialog.button')}
      </Button>
      <Modal
        open={open}
        title={t('dialog.title')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={t('dialog.start')}
        cancelText={t('editor.cancel')}
        okButtonProps={{ loading: create.isPending, 'data-testid': 'export-start' } as never}
        destroyOnHidden
        width={440}
      >
        <Form<DialogValues>
          form={form}
          layout="vertical"
          initialValues={{ templateId: 'default', format: 'xlsx', selectedOnly: selected.length > 0 }}
          onFinish={start}
          data-testid="export-dialog"
        >
          <Form.Item
            name="templateId"
            label={t('dialog.template')}
            extra={member ? <Link to={EXPORT_TEMPLATES_PATH}>{t('dialog.manage')}</Link> : undefined}
          >
            <Select
              data-testid="export-template"
              loading={member && templates.isPending}
              options={enabled.map((x) => ({ value: x.id, label: x.name }))}
            />
          </Form.Item>
          <Form.Item name="format" label={t('dialog.format')}>
            <Select
              data-testid="export-format"
              options={[
                { value: 'xlsx', label: 'Excel (.xlsx)' },
                { value: 'csv', label: 'CSV (.csv)' },
              ]}
            />
          </Form.Item>
          {selected.length > 0 && (
            <Form.Item name="selectedOnly" valuePropName="checked">
              <Checkbox data-testid="export-selected-only">
                {t('dialog.selectedOnly', { n: selected.length })}
              </Checkbox>
            </Form.Item>
          )}
          <p className="tl-muted">{t('dialog.help')}</p>
          {error && <Alert type="error" showIcon title={error} data-testid="export-error" />}
        </Form>
      </Modal>
    </>
  );
}

/**
 * While one of the caller's exports is queued or running: a progress bar on the list (the job
 * list polled every 1.5 s), and when it is done a notice with its Download button and a link to
 * the exports page. Test ids: `list-export-progress`, `export-ready`.
 */
export function ListExportProgress({ watch = true }: { watch?: boolean }) {
  const { t } = useTranslation('exports');
  const jobs = useExportJobs(1, 10, { enabled: watch, background: true });
  const [api, holder] = notification.useNotification();
  const list = jobs.data?.list ?? [];
  const running = list.filter(isPending);

  useEffect(() => {
    for (const job of list) {
      if (!isPending(job) && startedExports.delete(job.id)) notify(job);
    }
  });

  const notify = (job: ExportJobItem) => {
    if (job.status === 'failed') {
      api.error({ key: job.id, title: t('notice.failed'), description: job.failureReason ?? undefined });
      return;
    }
    api.success({
      key: job.id,
      title: t('notice.ready'),
      description: (
        <div className="tl-export-ready" data-testid="export-ready">
          <span>{t('notice.rows', { n: job.rowCount ?? 0 })}</span>
          <span className="tl-export-ready-actions">
            <DownloadButton job={job} />
            <Link to={EXPORTS_PATH} onClick={() => api.destroy(job.id)}>
              {t('notice.all')}
            </Link>
          </span>
        </div>
      ),
      duration: 0,
    });
  };

  return (
    <>
      {holder}
      {running.map((job) => {
        const percent = progressPercent(job);
        return (
          <div key={job.id} className="tl-list-export-progress" data-testid="list-export-progress">
            <span className="tl-muted">
              {t(job.status === 'queued' ? 'notice.queued' : 'notice.running', {
                name: job.templateName ?? t('jobs.defaultTemplate'),
              })}
            </span>
            <Progress
              percent={percent ?? 0}
              status="active"
              size="small"
              format={() =>
                job.progress.total === null ? '…' : `${job.progress.done}/${job.progress.total}`
              }
            />
          </div>
        );
      })}
    </>
  );
}
