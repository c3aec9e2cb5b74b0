import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { useSaveRemark } from '../../ocean';

export const REMARK_MIN = 2;

/**
 * The remark being edited (the server asks ≥ 2 characters). Loaded when the user starts editing:
 * its TextArea is the only antd Input the detail page needs.
 */
export function RemarkDraft({ id, remark, onDone }: { id: string; remark: string; onDone(): void }) {
  const { t } = useTranslation('oceanDetail');
  const message = useMessage();
  const save = useSaveRemark();
  const [draft, setDraft] = useState(remark);
  const tooShort = draft.trim().length < REMARK_MIN;

  const submit = () => {
    if (tooShort) return;
    save.mutate(
      { id, contents: draft.trim() },
      {
        onSuccess: () => {
          onDone();
          void message.success(t('remark.saved'));
        },
      },
    );
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
        <Button size="small" onClick={onDone}>
          {t('remark.cancel')}
        </Button>
      </Space>
    </div>
  );
}
