import { EditOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import type { SubscriptionItem } from '../../ocean';
import { useSaveClient } from '../../ocean';

/** The server's limit (update-subscription-client.ts), counted in characters. */
export const CLIENT_MAX = 100;

export function clientError(text: string): 'tooLong' | null {
  return [...text.trim()].length > CLIENT_MAX ? 'tooLong' : null;
}

/**
 * The client (customer) of a subscription, edited in place like the remark; empty clears it.
 * Test ids: `client-<id>`, `client-edit-<id>`, `client-input-<id>`, `client-save-<id>`.
 */
export function ClientEditor({
  item,
  readOnly,
  labelled = true,
}: {
  item: SubscriptionItem;
  readOnly?: boolean;
  /** "Client:" before the name; off where a label stands beside it already (cards). */
  labelled?: boolean;
}) {
  const { t } = useTranslation('oceanList');
  const message = useMessage();
  const save = useSaveClient();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setDraft(null);
    setError(null);
  };
  const submit = async () => {
    if (draft === null) return;
    if (clientError(draft)) return setError(t('client.tooLong', { max: CLIENT_MAX }));
    if (draft.trim() === item.client) return close();
    try {
      await save.mutateAsync({ id: item.id, value: draft.trim() });
      message.success(t('client.saved'));
      close();
    } catch {
      // The request client has shown the server's message; the field stays open to retry.
    }
  };
  if (draft === null) {
    if (readOnly && !item.client) return null;
    return (
      <div className="tl-list-remark tl-list-client">
        {item.client && (
          <span data-testid={`client-${item.id}`}>
            {labelled && <span className="tl-list-sub">{t('client.label')}: </span>}
            {item.client}
          </span>
        )}
        {!readOnly && (
          <Button
            type="link"
            size="small"
            className="tl-list-remark-button"
            icon={<EditOutlined />}
            title={t('client.edit')}
            aria-label={t('client.edit')}
            onClick={() => setDraft(item.client)}
            data-testid={`client-edit-${item.id}`}
          >
            {item.client ? null : t('client.add')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="tl-list-remark-edit">
      <Input
        size="small"
        autoFocus
        value={draft}
        maxLength={CLIENT_MAX}
        status={error ? 'error' : undefined}
        placeholder={t('client.placeholder')}
        onChange={(e) => {
          setDraft(e.target.value);
          if (error) setError(null);
        }}
        onPressEnter={() => void submit()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
        data-testid={`client-input-${item.id}`}
      />
      {error && (
        <div className="tl-list-error" role="alert">
          {error}
        </div>
      )}
      <Space size={4}>
        <Button
          size="small"
          type="primary"
          loading={save.isPending}
          onClick={() => void submit()}
          data-testid={`client-save-${item.id}`}
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
