import { AutoComplete } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { useDebounced } from '../hooks/use-debounced';
import { PORT_LOOKUP_MIN, usePortSearch } from '../hooks/use-port-search';
import { type PortPick, portFromText } from '../model/search-params';

const textOf = (pick: PortPick | null) =>
  pick ? (pick.name === pick.code ? pick.code : `${pick.name} (${pick.code})`) : '';

export interface PortInputProps {
  id?: string;
  value: PortPick | null;
  onChange: (pick: PortPick | null) => void;
  placeholder: string;
  label: string;
  invalid?: boolean;
  testId: string;
  size?: 'large' | 'middle';
}

/**
 * A port by name or UN/LOCODE: suggestions from the port lookup once 4 characters are typed
 * (views.md §5, §9); a typed 5-character code counts without picking a suggestion.
 */
export function PortInput({
  id,
  value,
  onChange,
  placeholder,
  label,
  invalid,
  testId,
  size,
}: PortInputProps) {
  const { t } = useTranslation('schedules');
  const zh = useSession((s) => s.language === 'zh');
  const [text, setText] = useState(() => textOf(value));
  // Swapping ports or picking a history entry changes the value from outside.
  useEffect(
    () => setText((current) => (portFromText(current)?.code === value?.code ? current : textOf(value))),
    [value],
  );
  const key = useDebounced(text, 250);
  const lookup = usePortSearch(key.trim().length >= PORT_LOOKUP_MIN && key !== textOf(value) ? key : '');

  const options = useMemo(
    () =>
      (lookup.data ?? []).map((port) => {
        const name = (zh && port.nameCn) || port.name;
        return {
          value: port.code,
          name,
          label: (
            <span className="tl-sched-port-option" data-testid="port-option" data-code={port.code}>
              <span>{name}</span>
              <span className="tl-sched-port-code">
                {port.code} · {port.country}
              </span>
            </span>
          ),
        };
      }),
    [lookup.data, zh],
  );

  const short = text.trim().length < PORT_LOOKUP_MIN;
  return (
    <div data-testid={testId} className="tl-sched-port">
      <AutoComplete
        id={id}
        value={text}
        options={short ? [] : options}
        size={size}
        status={invalid ? 'error' : undefined}
        placeholder={placeholder}
        aria-label={label}
        allowClear
        popupMatchSelectWidth={false}
        notFoundContent={
          short ? t('search.typeMore') : lookup.isFetching ? t('search.looking') : t('search.noPort')
        }
        onChange={(next: string) => {
          setText(next ?? '');
          onChange(portFromText(next ?? ''));
        }}
        onSelect={(code: string, option: { name: string }) => {
          const pick = { code, name: option.name };
          setText(textOf(pick));
          onChange(pick);
        }}
        style={{ width: '100%' }}
      />
    </div>
  );
}
