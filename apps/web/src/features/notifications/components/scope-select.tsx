import { MAX_CHOSEN_SUBSCRIPTIONS } from '@tracklane/domain';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScopeOptions } from '../hooks/use-scope-options';

const SEARCH_DELAY_MS = 300;

/**
 * The "chosen shipments" pick: searches the member's own list by number prefix (the list's
 * `businessNumber` filter) and keeps the numbers of what was picked. A saved id the first page
 * does not show reads as its short id until a search finds it.
 */
export function ScopeSelect({
  value = [],
  onChange,
  id,
}: {
  value?: string[];
  onChange?: (ids: string[]) => void;
  id?: string;
}) {
  const { t } = useTranslation('notifications');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const options = useScopeOptions(search);
  // Numbers seen in any answer, so a pick keeps its label when the search moves on.
  const labels = useRef(new Map<string, string>());
  for (const item of options.data?.list ?? [])
    labels.current.set(item.id, `${item.businessNumber} · ${item.carrierCode}`);
  const found = (options.data?.list ?? []).map((item) => item.id);
  const ids = [...new Set([...value, ...found])];
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={(next: string[]) => onChange?.(next.slice(0, MAX_CHOSEN_SUBSCRIPTIONS))}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onBlur={() => setTyped('')}
      loading={options.isFetching}
      placeholder={t('settings.chosenPlaceholder')}
      options={ids.map((sid) => ({ value: sid, label: labels.current.get(sid) ?? `${sid.slice(0, 8)}…` }))}
      maxTagCount="responsive"
      data-testid="rule-chosen"
      style={{ width: '100%' }}
    />
  );
}
