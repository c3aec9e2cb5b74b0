import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportJob, ImportPreview, ImportPreviewRow, ImportResultRow } from '@tracklane/domain';
import { IMPORT_MAX_ROWS, IMPORT_RESULTS, IMPORT_ROW_STATUSES } from '@tracklane/domain';
import { Alert, Button, Input, Modal, Progress, Segmented, Space, Switch, Table, Tag, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importApi } from '../api/import-api';
import {
  fileProblem,
  isFinished,
  jobFailure,
  pastedLines,
  pasteProblem,
  RESULT_COLORS,
  STATUS_COLORS,
  visibleRows,
} from '../model/import-model';
import './import-dialog.css';

/** "5,000": digits grouped the same way in every language's hint. */
const MAX_ROWS_TEXT = new Intl.NumberFormat('en-US').format(IMPORT_MAX_ROWS);

type Step = { kind: 'choose' } | { kind: 'preview'; preview: ImportPreview } | { kind: 'job'; id: string };

/**
 * The bulk import dialog (issue 22): choose a file or paste cells → the preview (per-row verdicts,
 * counts, how many fit in the edition's volume) → confirm → progress → per-row results and the
 * results sheet. Test ids: import-file, import-paste, import-preview-paste, import-counts,
 * import-fits, import-confirm, import-progress, import-results, import-download.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('oceanImport');
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (step.kind === 'job') void client.invalidateQueries();
    setStep({ kind: 'choose' });
    onClose();
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The request client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      width={980}
      destroyOnHidden
      title={t('title')}
      className="tl-import-dialog"
      data-testid="import-dialog"
    >
      {step.kind === 'choose' && (
        <ChooseStep
          busy={busy}
          onFile={(file) =>
            run(async () => setStep({ kind: 'preview', preview: await importApi.previewFile(file) }))
          }
          onText={(text) =>
            run(async () => setStep({ kind: 'preview', preview: await importApi.previewText(text) }))
          }
        />
      )}
      {step.kind === 'preview' && (
        <PreviewStep
          preview={step.preview}
          busy={busy}
          onBack={() => setStep({ kind: 'choose' })}
          onConfirm={() =>
            run(async () => {
              const { id } = await importApi.start(step.preview.id);
              setStep({ kind: 'job', id });
            })
          }
        />
      )}
      {step.kind === 'job' && <JobStep id={step.id} onClose={close} />}
    </Modal>
  );
}

function ChooseStep({
  busy,
  onFile,
  onText,
}: {
  busy: boolean;
  onFile: (file: File) => void;
  onText: (text: string) => void;
}) {
  const { t } = useTranslation('oceanImport');
  const [mode, setMode] = useState<'file' | 'paste'>('file');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="tl-import-choose">
      <Segmented
        value={mode}
        onChange={(v) => {
          setMode(v as 'file' | 'paste');
          setProblem(null);
        }}
        options={[
          { value: 'file', label: t('choose.file') },
          { value: 'paste', label: t('choose.paste') },
        ]}
      />
      <p className="tl-import-hint">{t('choose.hint', { max: MAX_ROWS_TEXT })}</p>
      {mode === 'file' ? (
        <Upload.Dragger
          accept=".xlsx,.csv"
          multiple={false}
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            const why = fileProblem(file);
            setProblem(why ? t(`choose.${why}`) : null);
            if (!why) onFile(file);
            return false;
          }}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{busy ? t('choose.reading') : t('choose.drop')}</p>
          <p className="ant-upload-hint">{t('choose.types')}</p>
        </Upload.Dragger>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            rows={8}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
            placeholder={t('choose.pastePlaceholder')}
            data-testid="import-paste"
          />
          <Space wrap>
            <span className="tl-import-hint">{t('choose.lines', { count: pastedLines(text) })}</span>
            <Button
              type="primary"
              icon={<UploadOutlined />}
              loading={busy}
              onClick={() => {
                const why = pasteProblem(text);
                if (why) setProblem(t(`choose.${why}`, { max: MAX_ROWS_TEXT }));
                else onText(text);
              }}
              data-testid="import-preview-paste"
            >
              {t('choose.check')}
            </Button>
          </Space>
        </Space>
      )}
      {problem && <Alert type="error" showIcon message={problem} className="tl-import-alert" />}
    </div>
  );
}

function PreviewStep({
  preview,
  busy,
  onBack,
  onConfirm,
}: {
  preview: ImportPreview;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('oceanImport');
  const [onlyProblems, setOnlyProblems] = useState(false);
  const rows = visibleRows(preview.rows, onlyProblems);
  const notOk = preview.total - preview.counts.ok;
  const columns: ColumnsType<ImportPreviewRow> = [
    { title: t('columns.row'), dataIndex: 'row', width: 52 },
    {
      title: t('columns.number'),
      dataIndex: 'number',
      render: (n: string, r) => (
        <span className="tl-import-number">
          {n || '—'}
          <span className="tl-import-sub">
            {t(`kind.${r.kind}`)}
            {/* On a phone the carrier column is hidden: it shows here. */}
            <span className="tl-import-phone-only">{r.carrier ? ` · ${r.carrier}` : ''}</span>
          </span>
        </span>
      ),
    },
    { title: t('columns.carrier'), dataIndex: 'carrier', width: 90, responsive: ['sm'] },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      render: (s: ImportPreviewRow['status'], r) => (
        <div>
          <Tag color={STATUS_COLORS[s]}>{t(`status.${s}`)}</Tag>
          {r.message && <div className="tl-import-message">{r.message}</div>}
        </div>
      ),
    },
    {
      title: t('columns.remark'),
      dataIndex: 'remark',
      responsive: ['md'],
      render: (_: string, r) => [r.remark, r.client].filter(Boolean).join(' · ') || '—',
    },
  ];
  return (
    <div className="tl-import-preview">
      <div className="tl-import-counts" data-testid="import-counts">
        <Tag>{t('counts.total', { count: preview.total })}</Tag>
        {IMPORT_ROW_STATUSES.filter((s) => preview.counts[s] > 0).map((s) => (
          <Tag key={s} color={STATUS_COLORS[s]} data-testid={`import-count-${s}`}>
            {t(`status.${s}`)} {preview.counts[s]}
          </Tag>
        ))}
      </div>
      <Alert
        type={preview.fits > 0 ? 'info' : 'warning'}
        showIcon
        className="tl-import-alert"
        data-testid="import-fits"
        message={[
          t('fits', { fits: preview.fits, total: preview.total, remaining: preview.remainingVolume }),
          notOk > 0 ? t('notImported', { count: notOk }) : '',
        ]
          .filter(Boolean)
          .join(' ')}
      />
      <Space className="tl-import-toolbar" wrap>
        <Switch
          size="small"
          checked={onlyProblems}
          onChange={setOnlyProblems}
          data-testid="import-only-problems"
        />
        <span>{t('onlyProblems')}</span>
        {preview.rows.length < preview.total && (
          <span className="tl-import-hint">
            {t('partial', { shown: preview.rows.length, total: preview.total })}
          </span>
        )}
      </Space>
      <Table
        size="small"
        rowKey="row"
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true, size: 'small' }}
        scroll={{ y: 360 }}
        data-testid="import-preview-table"
      />
      <div className="tl-import-actions">
        <Button onClick={onBack}>{t('back')}</Button>
        <Button
          type="primary"
          disabled={preview.fits === 0}
          loading={busy}
          onClick={onConfirm}
          data-testid="import-confirm"
        >
          {t('confirm', { count: preview.fits })}
        </Button>
      </div>
    </div>
  );
}

function JobStep({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('oceanImport');
  const [onlyProblems, setOnlyProblems] = useState(true);
  const [downloading, setDownloading] = useState(false);
  const query = useQuery<ImportJob>({
    queryKey: ['ocean-import', id],
    queryFn: () => importApi.job(id, { pageSize: 500 }),
    refetchInterval: (q) => (isFinished(q.state.data) ? false : 1000),
  });
  const job = query.data;
  const finished = isFinished(job);
  const rows = (job?.rows ?? []).filter((r) => !onlyProblems || r.result !== 'subscribed');
  const columns: ColumnsType<ImportResultRow> = [
    { title: t('columns.row'), dataIndex: 'row', width: 52 },
    {
      title: t('columns.number'),
      dataIndex: 'number',
      render: (n: string, r) => (
        <span className="tl-import-number">
          {n || '—'}
          <span className="tl-import-sub tl-import-phone-only">{r.carrier}</span>
        </span>
      ),
    },
    { title: t('columns.carrier'), dataIndex: 'carrier', width: 90, responsive: ['sm'] },
    {
      title: t('columns.result'),
      dataIndex: 'result',
      render: (r: ImportResultRow['result'], row) => (
        <div>
          <Tag color={r ? RESULT_COLORS[r] : 'default'}>{t(`result.${r ?? 'pending'}`)}</Tag>
          {(row.resultMessage || row.message) && (
            <div className="tl-import-message">{row.resultMessage || row.message}</div>
          )}
        </div>
      ),
    },
  ];
  return (
    <div className="tl-import-job" data-testid="import-job" data-status={job?.status ?? 'loading'}>
      <Progress
        percent={job?.progress ?? 0}
        status={job?.status === 'failed' ? 'exception' : finished ? 'success' : 'active'}
        data-testid="import-progress"
      />
      <p className="tl-import-hint">
        {jobFailure(job) ??
          (finished
            ? t('finished')
            : t('running', { processed: job?.processed ?? 0, total: job?.toImport ?? 0 }))}
      </p>
      {job && (
        <div className="tl-import-counts" data-testid="import-results">
          {IMPORT_RESULTS.filter((r) => job.results[r] > 0).map((r) => (
            <Tag key={r} color={RESULT_COLORS[r]} data-testid={`import-result-${r}`}>
              {t(`result.${r}`)} {job.results[r]}
            </Tag>
          ))}
        </div>
      )}
      {finished && (
        <>
          <Space className="tl-import-toolbar" wrap>
            <Switch size="small" checked={onlyProblems} onChange={setOnlyProblems} />
            <span>{t('onlyNotSubscribed')}</span>
          </Space>
          <Table
            size="small"
            rowKey="row"
            columns={columns}
            dataSource={rows}
            pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true, size: 'small' }}
            scroll={{ y: 320 }}
            data-testid="import-results-table"
          />
        </>
      )}
      <div className="tl-import-actions">
        <Button onClick={onClose}>{t('close')}</Button>
        <Button
          type="primary"
          disabled={!finished}
          loading={downloading}
          onClick={async () => {
            setDownloading(true);
            try {
              await importApi.downloadResults(id, `import-results-${id.slice(0, 8)}.xlsx`);
            } finally {
              setDownloading(false);
            }
          }}
          data-testid="import-download"
        >
          {t('download')}
        </Button>
      </div>
    </div>
  );
}
