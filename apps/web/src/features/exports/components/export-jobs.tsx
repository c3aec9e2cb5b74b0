import { DownloadOutlined } from '@ant-design/icons';
import type { ExportJobItem } from '@tracklane/domain';
import { Alert, Button, Empty, Pagination, Progress, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import { downloadExport } from '../api/export-jobs-api';
import { useExportJobs } from '../hooks/use-export-jobs';
import { formatBytes, progressPercent } from '../model/job-view';
import './exports.css';

const STATUS_COLOR = { queued: 'default', running: 'processing', done: 'success', failed: 'error' } as const;

/** A job's download button: the file is fetched with the member's token and saved (downloadExport). */
export function DownloadButton({ job, size = 'small' }: { job: ExportJobItem; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('exports');
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  if (job.status !== 'done') return null;
  return (
    <Button
      size={size}
      type="primary"
      icon={<DownloadOutlined />}
      loading={busy}
      data-testid="export-download"
      onClick={() => {
        setBusy(true);
        downloadExport(job)
          .catch(() => message.error(t('jobs.downloadFailed')))
          .finally(() => setBusy(false));
      }}
    >
      {t('jobs.download')}
    </Button>
  );
}

function JobProgress({ job }: { job: ExportJobItem }) {
  const { t } = useTranslation('exports');
  if (job.status === 'failed')
    return <span className="tl-job-failed">{job.failureReason ?? t('jobs.status.failed')}</span>;
  const percent = progressPercent(job);
  return (
    <Progress
      percent={percent ?? 0}
      size="small"
      status={job.status === 'done' ? 'success' : 'active'}
      format={() =>
        job.progress.total === null
          ? job.status === 'done'
            ? '100%'
            : '…'
          : `${job.progress.done}/${job.progress.total}`
      }
      data-testid="export-progress"
    />
  );
}

/**
 * The caller's export jobs of the last 7 days (GET /exports/jobs), newest first, refreshed every
 * 1.5 s while one is under way: status, progress, rows, size, template, format, created and expiry
 * on the app's clock, and the download. A table on a desktop, cards on a phone. Test ids:
 * `export-jobs`, `export-job` rows, `export-status`, `export-progress`, `export-download`.
 */
export function ExportJobs() {
  const { t } = useTranslation('exports');
  const phone = useMediaQuery('(max-width: 760px)', false);
  const [pageIndex, setPageIndex] = useState(1);
  const jobs = useExportJobs(pageIndex, 10);

  if (jobs.isPending) return <Skeleton active />;
  if (jobs.isError) return <Alert type="error" showIcon title={jobs.error.message} />;
  const page = jobs.data;
  if (page.list.length === 0) return <Empty description={t('jobs.none')} data-testid="export-jobs" />;

  const status = (job: ExportJobItem) => (
    <Tag color={STATUS_COLOR[job.status]} data-testid="export-status" data-status={job.status}>
      {t(`jobs.status.${job.status}`)}
    </Tag>
  );
  const template = (job: ExportJobItem) => job.templateName ?? t('jobs.defaultTemplate');

  return (
    <section className="tl-settings-section" data-testid="export-jobs">
      <p className="tl-muted">{t('jobs.intro')}</p>
      {phone ? (
        <ul className="tl-job-cards">
          {page.list.map((job) => (
            <li key={job.id} className="tl-job-card" data-testid="export-job">
              <div className="tl-job-card-head">
                <strong>{template(job)}</strong>
                <Tag>{job.format.toUpperCase()}</Tag>
                {status(job)}
              </div>
              <JobProgress job={job} />
              <dl className="tl-job-facts">
                <dt>{t('jobs.rows')}</dt>
                <dd>{job.rowCount ?? '—'}</dd>
                <dt>{t('jobs.size')}</dt>
                <dd>{formatBytes(job.sizeBytes)}</dd>
                <dt>{t('jobs.created')}</dt>
                <dd>
                  <ZonedTimeText at={job.createdAt} />
                </dd>
                <dt>{t('jobs.expires')}</dt>
                <dd>
                  <ZonedTimeText at={job.expiresAt} />
                </dd>
              </dl>
              <DownloadButton job={job} size="middle" />
            </li>
          ))}
        </ul>
      ) : (
        <Table<ExportJobItem>
          rowKey="id"
          size="middle"
          dataSource={page.list}
          pagination={false}
          onRow={() => ({ 'data-testid': 'export-job' }) as never}
          columns={[
            {
              key: 'template',
              title: t('jobs.template'),
              render: (_, job) => <span className="tl-job-template">{template(job)}</span>,
            },
            {
              key: 'format',
              title: t('jobs.format'),
              render: (_, job) => job.format.toUpperCase(),
              width: 80,
            },
            { key: 'status', title: t('jobs.statusTitle'), render: (_, job) => status(job), width: 110 },
            {
              key: 'progress',
              title: t('jobs.progress'),
              render: (_, job) => <JobProgress job={job} />,
              width: 160,
            },
            {
              key: 'rows',
              title: t('jobs.rows'),
              render: (_, job) => job.rowCount ?? '—',
              align: 'right',
              width: 80,
            },
            {
              key: 'size',
              title: t('jobs.size'),
              render: (_, job) => formatBytes(job.sizeBytes),
              align: 'right',
              width: 90,
            },
            {
              key: 'created',
              title: t('jobs.created'),
              render: (_, job) => <ZonedTimeText at={job.createdAt} />,
            },
            {
              key: 'expires',
              title: t('jobs.expires'),
              render: (_, job) => <ZonedTimeText at={job.expiresAt} />,
            },
            { key: 'download', title: '', render: (_, job) => <DownloadButton job={job} />, width: 120 },
          ]}
        />
      )}
      {page.total > page.pageSize && (
        <Pagination
          className="tl-job-pagination"
          current={pageIndex}
          pageSize={page.pageSize}
          total={page.total}
          simple={phone}
          onChange={setPageIndex}
        />
      )}
    </section>
  );
}
