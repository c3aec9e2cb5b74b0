import { EditOutlined } from '@ant-design/icons';
import { App, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemark } from '../hooks/use-remark';

export const REMARK_MIN = 2;

/** The subscription's remark; editable unless the view is read-only (the server asks ≥ 2 characters). */
export function RemarkField({ id, remark, readOnly }: { id: string; remark: string; readOnly: boolean }) {
  const { t } = useTranslation('oceanDetail');
  const { message } = App.useApp();
  const save = useRemark(id);
  const [draft, setDraft] = useState<string | null>(null);
  const tooShort = draft !== null && draft.trim().length < REMARK_MIN;

  if (draft === null)
    return (
      <div data-testid="detail-remark" style={{ display: 'flex', gap: 6, alignItems: 'baseline' }}>
        <span className={remark ? undefined : 'tl-od-muted'} style={{ whiteSpace: 'pre-wrap', flex: 1 }}>
          {remark || t('remark.empty')}
        </span>
        {!readOnly && (
          <Button
            size="small"
            type="text"
            icon={<EditOutlined />}
            aria-label={t('remark.edit')}
            data-testid="detail-remark-edit"
            onClick={() => setDraft(remark)}
          />
        )}
      </div>
    );

  const submit = () => {
    if (tooShort) return;
    save.mutate(draft.trim(), {
      onSuccess: () => {
        setDraft(null);
        void message.success(t('remark.saved'));
      },
    });
  };
  return (
    <div>
      <Input.TextArea
        autoFocus
        value={draft}
        maxLength={500}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder={t('remark.placeholder')}
        status={tooShort ? 'error' : undefined}
        onChange={(e) => setDraft(e.target.value)}
        data-testid="detail-remark-input"
      />
      {tooShort && <div style={{ color: '#cf1322', fontSize: 12 }}>{t('remark.tooShort')}</div>}
      <Space style={{ marginTop: 6 }}>
        <Button
          size="small"
          type="primary"
          loading={save.isPending}
          disabled={tooShort}
          onClick={submit}
          data-testid="detail-remark-save"
        >
          {t('remark.save')}
        </Button>
        <Button size="small" onClick={() => setDraft(null)}>
          {t('remark.cancel')}
        </Button>
      </Space>
    </div>
  );
}
