import { EditOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import type { SubscriptionItem } from '../../ocean';
import { useSaveRemark } from '../../ocean';

/** platform.md §5; the server counts characters, not UTF-16 units, and so do we. */
export const REMARK_MIN = 2;
export const REMARK_MAX = 500;

export function remarkError(text: string): 'tooShort' | 'tooLong' | null {
  const length = [...text.trim()].length;
  if (length < REMARK_MIN) return 'tooShort';
  if (length > REMARK_MAX) return 'tooLong';
  return null;
}

/**
 * The remark, edited in place: a click opens a field, Enter or Save stores it, Escape cancels.
 * Too short a remark is refused here with the rule's message, before any call.
 * Test ids: `remark-<id>` (text), `remark-edit-<id>`, `remark-input-<id>`, `remark-save-<id>`,
 * `remark-error-<id>`.
 */
export function RemarkEditor({ item, readOnly }: { item: SubscriptionItem; readOnly?: boolean }) {
  const { t } = useTranslation('oceanList');
  const message = useMessage();
  const save = useSaveRemark();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setDraft(null);
    setError(null);
  };
  const submit = async () => {
    if (draft === null) return;
    const problem = remarkError(draft);
    if (problem) {
      setError(t(`remark.${problem}`, { min: REMARK_MIN, max: REMARK_MAX }));
      return;
    }
    if (draft.trim() === item.remark) return close();
    try {
      await save.mutateAsync({ id: item.id, contents: draft.trim() });
      message.success(t('remark.saved'));
      close();
    } catch {
      // The request client has shown the server's message; the field stays open to retry.
    }
  };

  if (draft === null) {
    return (
      <div className="tl-list-remark">
        {(item.remark || readOnly) && (
          <span data-testid={`remark-${item.id}`} className={item.remark ? undefined : 'tl-list-sub'}>
            {item.remark || '—'}
          </span>
        )}
        {!readOnly && (
          <Button
            type="link"
            size="small"
            className="tl-list-remark-button"
            icon={<EditOutlined />}
            title={t('remark.edit')}
            aria-label={t('remark.edit')}
            onClick={() => setDraft(item.remark)}
            data-testid={`remark-edit-${item.id}`}
          >
            {item.remark ? null : t('remark.add')}
          </Button>
        )}
      </div>
    );
  }
  // Stacked (field, then buttons) so it fits the remark column as well as a phone card.
  return (
    <div className="tl-list-remark-edit">
      <Input
        size="small"
        autoFocus
        value={draft}
        maxLength={REMARK_MAX}
        status={error ? 'error' : undefined}
        placeholder={t('remark.placeholder')}
        onChange={(e) => {
          setDraft(e.target.value);
          if (error) setError(null);
        }}
        onPressEnter={() => void submit()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
        data-testid={`remark-input-${item.id}`}
      />
      {error && (
        <div className="tl-list-error" role="alert" data-testid={`remark-error-${item.id}`}>
          {error}
        </div>
      )}
      <Space size={4}>
        <Button
          size="small"
          type="primary"
          loading={save.isPending}
          onClick={() => void submit()}
          data-testid={`remark-save-${item.id}`}
        >
          {t('remark.save')}
        </Button>
        <Button size="small" onClick={close}>
          {t('remark.cancel')}
        </Button>
      </Space>
    </div>
  );
}
