import { CloseOutlined } from '@ant-design/icons';
import type { ExportFieldKey, Language } from '@tracklane/domain';
import { Button, Checkbox, Collapse } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel, fieldsByGroup, toggleField } from '../model/template-form';
import { SortableList } from './sortable-list';

/**
 * The field picker (a form control: `value`, `onChange`): the catalogue by group, each field a
 * checkbox, beside the chosen fields as an ordered list (drag and drop, up and down, remove).
 * Side by side on a desktop, stacked on a phone (exports.css). Test ids: `field-picker`,
 * `field-option-<key>`, `chosen-fields` (its rows `chosen-fields-row`, `-up`, `-down`),
 * `chosen-remove-<key>`, `chosen-count`.
 */
export function FieldPicker({
  value = [],
  onChange,
}: {
  value?: ExportFieldKey[];
  onChange?: (next: ExportFieldKey[]) => void;
}) {
  const { t, i18n } = useTranslation('exports');
  const language = (i18n.language as Language) ?? 'en';
  const groups = useMemo(() => fieldsByGroup(), []);
  const chosen = new Set(value);
  const set = (next: ExportFieldKey[]) => onChange?.(next);

  return (
    <div className="tl-field-picker" data-testid="field-picker">
      <div className="tl-field-catalogue">
        <div className="tl-field-col-title">{t('fields.catalogue')}</div>
        <Collapse
          size="small"
          defaultActiveKey={['numbers']}
          items={groups.map(({ group, keys }) => ({
            key: group,
            label: (
              <span>
                {t(`groups.${group}`)}{' '}
                <span className="tl-muted">
                  {keys.filter((k) => chosen.has(k)).length}/{keys.length}
                </span>
              </span>
            ),
            children: (
              <div className="tl-field-options">
                {keys.map((key) => (
                  <Checkbox
                    key={key}
                    checked={chosen.has(key)}
                    onChange={() => set(toggleField(value, key))}
                    data-testid={`field-option-${key}`}
                  >
                    {fieldLabel(key, language)}
                  </Checkbox>
                ))}
              </div>
            ),
          }))}
        />
      </div>
      <div className="tl-field-chosen">
        <div className="tl-field-col-title">
          {t('fields.chosen')} <span data-testid="chosen-count">{value.length}</span>
        </div>
        {value.length === 0 ? (
          <p className="tl-muted tl-field-empty">{t('fields.none')}</p>
        ) : (
          <SortableList
            ids={value}
            testId="chosen-fields"
            labelOf={(id) => fieldLabel(id as ExportFieldKey, language)}
            onMove={(ids) => set(ids as ExportFieldKey[])}
            render={(id) => (
              <span className="tl-chosen-field">
                <span className="tl-chosen-label">{fieldLabel(id as ExportFieldKey, language)}</span>
                <Button
                  size="small"
                  type="text"
                  icon={<CloseOutlined />}
                  aria-label={t('fields.remove', { name: fieldLabel(id as ExportFieldKey, language) })}
                  onClick={() => set(value.filter((k) => k !== id))}
                  data-testid={`chosen-remove-${id}`}
                />
              </span>
            )}
          />
        )}
        {value.length > 1 && (
          <Button size="small" type="link" onClick={() => set([])} data-testid="chosen-clear">
            {t('fields.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
