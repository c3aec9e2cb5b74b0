import { EditOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';

/** One of a shipment's own words (remark, client) as the list edits them in place. */
export interface InlineTextField {
  /** Test ids and strings: `<field>-<id>`, `-edit-`, `-input-`, `-save-`, `-error-`; `<field>.add` … */
  field: 'remark' | 'client';
  maxLength: number;
  /** The rule's message for a draft it refuses, before any call; null when it may be saved. */
  problemOf(draft: string): string | null;
  save(value: string): Promise<unknown>;
  saving: boolean;
}

/**
 * A click opens a field, Enter or Save stores it, Escape cancels; the field stays open when the
 * server refuses (the request client has shown its message). `shown` is what stands beside the
 * edit button when closed (null: the button alone).
 */
export function InlineTextEditor({
  id,
  value,
  readOnly,
  shown,
  className,
  spec,
}: {
  id: string;
  value: string;
  readOnly?: boolean | undefined;
  shown: ReactNode;
  className?: string;
  spec: InlineTextField;
}) {
  const { t } = useTranslation('oceanList');
  const message = useMessage();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { field } = spec;

  const close = () => {
    setDraft(null);
    setError(null);
  };
  const submit = async () => {
    if (draft === null) return;
    const problem = spec.problemOf(draft);
    if (problem) return setError(problem);
    if (draft.trim() === value) return close();
    try {
      await spec.save(draft.trim());
      message.success(t(`${field}.saved`));
      close();
    } catch {
      // The request client has shown the server's message; the field stays open to retry.
    }
  };

  if (draft === null) {
    return (
      <div className={className ? `tl-list-remark ${className}` : 'tl-list-remark'}>
        {shown}
        {!readOnly && (
          <Button
            type="link"
            size="small"
            className="tl-list-remark-button"
            icon={<EditOutlined />}
            title={t(`${field}.edit`)}
            aria-label={t(`${field}.edit`)}
            onClick={() => setDraft(value)}
            data-testid={`${field}-edit-${id}`}
          >
            {value ? null : t(`${field}.add`)}
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
        maxLength={spec.maxLength}
        status={error ? 'error' : undefined}
        placeholder={t(`${field}.placeholder`)}
        onChange={(e) => {
          setDraft(e.target.value);
          if (error) setError(null);
        }}
        onPressEnter={() => void submit()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
        data-testid={`${field}-input-${id}`}
      />
      {error && (
        <div className="tl-list-error" role="alert" data-testid={`${field}-error-${id}`}>
          {error}
        </div>
      )}
      <Space size={4}>
        <Button
          size="small"
          type="primary"
          loading={spec.saving}
          onClick={() => void submit()}
          data-testid={`${field}-save-${id}`}
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
