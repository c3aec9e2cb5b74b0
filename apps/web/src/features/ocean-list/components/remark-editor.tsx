import { useTranslation } from 'react-i18next';
import type { SubscriptionItem } from '../../ocean';
import { useSaveRemark } from '../../ocean';
import { InlineTextEditor } from './inline-text-editor';

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
 * The remark, edited in place. Too short a remark is refused here with the rule's message, before
 * any call. Test ids: `remark-<id>` (text), `remark-edit-<id>`, `remark-input-<id>`,
 * `remark-save-<id>`, `remark-error-<id>`.
 */
export function RemarkEditor({ item, readOnly }: { item: SubscriptionItem; readOnly?: boolean }) {
  const { t } = useTranslation('oceanList');
  const save = useSaveRemark();
  return (
    <InlineTextEditor
      id={item.id}
      value={item.remark}
      readOnly={readOnly}
      shown={
        (item.remark || readOnly) && (
          <span data-testid={`remark-${item.id}`} className={item.remark ? undefined : 'tl-list-sub'}>
            {item.remark || '—'}
          </span>
        )
      }
      spec={{
        field: 'remark',
        maxLength: REMARK_MAX,
        problemOf: (draft) => {
          const problem = remarkError(draft);
          return problem && t(`remark.${problem}`, { min: REMARK_MIN, max: REMARK_MAX });
        },
        save: (contents) => save.mutateAsync({ id: item.id, contents }),
        saving: save.isPending,
      }}
    />
  );
}
