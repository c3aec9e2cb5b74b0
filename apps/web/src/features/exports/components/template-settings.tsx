import { CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type ExportTemplate, type Language, MAX_EXPORT_TEMPLATES } from '@tracklane/domain';
import { Alert, Button, Popconfirm, Skeleton, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import {
  useCopyExportTemplate,
  useDeleteExportTemplate,
  useExportTemplates,
  useReorderExportTemplates,
  useSaveExportTemplate,
} from '../hooks/use-export-templates';
import {
  fieldLabel,
  formToBody,
  ownTemplates,
  templateLimitError,
  templateToForm,
} from '../model/template-form';
import { SortableList } from './sortable-list';
import { TemplateEditor } from './template-editor';
import './exports.css';

/**
 * The template page's body: the default template (read-only, can be copied) and the member's own
 * (at most 5) in their order — drag and drop or up and down — each with enable, edit (rename,
 * rows, fields, schedule), copy and delete (confirmed). Creating or copying a sixth shows the
 * server's "template limit exceeded". Test ids: `template-list`, `template-new`, `template-count`,
 * `template-limit`, `template-<id>` rows with `template-toggle`, `template-edit`, `template-copy`,
 * `template-delete`, `template-delete-ok`.
 */
export function TemplateSettings() {
  const { t } = useTranslation('exports');
  const templates = useExportTemplates();
  const reorder = useReorderExportTemplates();
  const copy = useCopyExportTemplate();
  const [editing, setEditing] = useState<ExportTemplate | null | 'new'>(null);
  const [limit, setLimit] = useState<string | null>(null);

  if (templates.isPending) return <Skeleton active />;
  if (templates.isError) return <Alert type="error" showIcon title={templates.error.message} />;
  const all = templates.data;
  const builtIn = all.filter((x) => x.readOnly);
  const own = ownTemplates(all);

  const onCopy = (id: string) => {
    setLimit(null);
    copy.mutate(id, { onError: (e) => setLimit(templateLimitError(e) ?? e.message) });
  };

  return (
    <section className="tl-settings-section tl-templates" data-testid="template-list">
      <p className="tl-muted">{t('templates.intro', { max: MAX_EXPORT_TEMPLATES })}</p>
      <div className="tl-templates-bar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setLimit(null);
            setEditing('new');
          }}
          data-testid="template-new"
        >
          {t('templates.new')}
        </Button>
        <span className="tl-muted" data-testid="template-count">
          {t('templates.count', { n: own.length, max: MAX_EXPORT_TEMPLATES })}
        </span>
      </div>
      {limit && (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setLimit(null) }}
          title={limit}
          data-testid="template-limit"
          className="tl-templates-limit"
        />
      )}
      <ul className="tl-template-cards">
        {builtIn.map((tpl) => (
          <li key={tpl.id} className="tl-template-card is-default">
            <TemplateRow template={tpl} onEdit={() => undefined} onCopy={() => onCopy(tpl.id)} />
          </li>
        ))}
      </ul>
      {own.length > 0 && (
        <SortableList
          ids={own.map((x) => x.id)}
          testId="template-order"
          labelOf={(id) => own.find((x) => x.id === id)?.name ?? id}
          onMove={(ids) => reorder.mutate(ids)}
          render={(id) => {
            const tpl = own.find((x) => x.id === id);
            return tpl ? (
              <TemplateRow template={tpl} onEdit={() => setEditing(tpl)} onCopy={() => onCopy(tpl.id)} />
            ) : null;
          }}
        />
      )}
      <TemplateEditor
        open={editing !== null}
        template={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </section>
  );
}

function TemplateRow({
  template,
  onEdit,
  onCopy,
}: {
  template: ExportTemplate;
  onEdit: () => void;
  onCopy: () => void;
}) {
  const { t, i18n } = useTranslation('exports');
  const message = useMessage();
  const save = useSaveExportTemplate();
  const remove = useDeleteExportTemplate();
  const language = (i18n.language as Language) ?? 'en';
  const shown = template.fields.slice(0, 6).map((k) => fieldLabel(k, language));
  const more = template.fields.length - shown.length;
  const s = template.schedule;

  const toggle = (enabled: boolean) =>
    save.mutate(
      {
        id: template.id,
        body: { ...formToBody(templateToForm(template), s?.language ?? language), enabled },
      },
      { onError: (e) => message.error(e.message) },
    );

  return (
    <div className="tl-template-row" data-testid={`template-${template.id}`}>
      <div className="tl-template-main">
        <div className="tl-template-title">
          <strong data-testid="template-name-text">{template.name}</strong>
          {template.readOnly && <Tag>{t('templates.default')}</Tag>}
          <Tag color="blue">{t(`rows.${template.rowMode}`)}</Tag>
          {!template.enabled && <Tag>{t('templates.disabled')}</Tag>}
        </div>
        <div className="tl-template-fields tl-muted">
          {t('templates.fieldCount', { n: template.fields.length })}: {shown.join(' · ')}
          {more > 0 ? ` · +${more}` : ''}
        </div>
        {s && (
          <div className="tl-template-schedule tl-muted" data-testid="template-schedule">
            {t('templates.scheduled', {
              when:
                s.cycle === 'weekly'
                  ? `${t(`schedule.weekdays.${s.weekday ?? 1}`)} ${s.time}`
                  : `${t('schedule.cycles.daily')} ${s.time}`,
              zone: s.timeZone,
              n: s.emails.length,
              format: s.format,
            })}
          </div>
        )}
      </div>
      <div className="tl-template-actions">
        {!template.readOnly && (
          <Switch
            size="small"
            checked={template.enabled}
            loading={save.isPending}
            onChange={toggle}
            aria-label={t('templates.enable', { name: template.name })}
            data-testid="template-toggle"
          />
        )}
        {!template.readOnly && (
          <Button size="small" icon={<EditOutlined />} onClick={onEdit} data-testid="template-edit">
            {t('templates.edit')}
          </Button>
        )}
        <Button size="small" icon={<CopyOutlined />} onClick={onCopy} data-testid="template-copy">
          {t('templates.copy')}
        </Button>
        {!template.readOnly && (
          <Popconfirm
            title={t('templates.deleteConfirm', { name: template.name })}
            okText={t('templates.delete')}
            cancelText={t('editor.cancel')}
            okButtonProps={{ danger: true, 'data-testid': 'template-delete-ok' } as never}
            onConfirm={() =>
              remove.mutateAsync(template.id).then(
                () => message.success(t('templates.deleted')),
                () => undefined,
              )
            }
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              data-testid="template-delete"
              aria-label={t('templates.delete')}
            />
          </Popconfirm>
        )}
      </div>
    </div>
  );
}
