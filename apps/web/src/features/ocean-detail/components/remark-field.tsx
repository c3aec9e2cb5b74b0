import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const RemarkDraft = lazy(async () => ({ default: (await import('./remark-draft')).RemarkDraft }));

/** The subscription's remark; editable unless the view is read-only. */
export function RemarkField({ id, remark, readOnly }: { id: string; remark: string; readOnly: boolean }) {
  const { t } = useTranslation('oceanDetail');
  const [editing, setEditing] = useState(false);

  const text = (
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
          onClick={() => setEditing(true)}
        />
      )}
    </div>
  );
  if (!editing) return text;
  // The text stays until the editor's code has arrived.
  return (
    <Suspense fallback={text}>
      <RemarkDraft id={id} remark={remark} onDone={() => setEditing(false)} />
    </Suspense>
  );
}
