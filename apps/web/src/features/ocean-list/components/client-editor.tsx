import { useTranslation } from 'react-i18next';
import type { SubscriptionItem } from '../../ocean';
import { useSaveClient } from '../../ocean';
import { InlineTextEditor } from './inline-text-editor';

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
  const save = useSaveClient();
  if (readOnly && !item.client) return null;
  return (
    <InlineTextEditor
      id={item.id}
      value={item.client}
      readOnly={readOnly}
      className="tl-list-client"
      shown={
        item.client && (
          <span data-testid={`client-${item.id}`}>
            {labelled && <span className="tl-list-sub">{t('client.label')}: </span>}
            {item.client}
          </span>
        )
      }
      spec={{
        field: 'client',
        maxLength: CLIENT_MAX,
        problemOf: (draft) => (clientError(draft) ? t('client.tooLong', { max: CLIENT_MAX }) : null),
        save: (value) => save.mutateAsync({ id: item.id, value }),
        saving: save.isPending,
      }}
    />
  );
}
