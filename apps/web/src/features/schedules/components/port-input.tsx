import { type PortLocation, portKeyLongEnough } from '@tracklane/domain';
import { AutoComplete } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { useDebounced } from '../hooks/use-debounced';
import { usePortSearch } from '../hooks/use-port-search';
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

const OPTION_PREFIX = 'port:';

/** A picked port's name in the page's language (its Chinese or Japanese name where known). */
function localName(port: PortLocation, language: string): string {
  if (language === 'zh') return port.nameCn || port.name;
  if (language === 'jp') return port.nameJp || port.name;
  return port.name;
}

/**
 * A port by name or code: suggestions from the port lookup once 4 Latin or 2 Chinese/Japanese
 * characters are typed (views.md §5, §9); a typed 5-character code counts without picking a
 * suggestion, and is still looked up, so CNSHA offers "Shanghai (CNSHA)" rather than "No port".
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
  const language = useSession((s) => s.language);
  const [text, setText] = useState(() => textOf(value));
  // Swapping ports or picking a history entry changes the value from outside.
  useEffect(
    () => setText((current) => (portFromText(current)?.code === value?.code ? current : textOf(value))),
    [value],
  );
  const key = useDebounced(text, 250);
  // A picked suggestion's own text ("Shanghai (CNSHA)") is not searched again; a typed code is.
  const picked = value !== null && value.name !== value.code && key === textOf(value);
  const lookup = usePortSearch(portKeyLongEnough(key) && !picked ? key : '');

  const options = useMemo(
    () =>
      (lookup.data ?? []).map((port) => {
        const name = localName(port, language);
        return {
          // Not the bare code: a typed CNSHA equal to an option's value would put the option's
          // label inside the box.
          value: `${OPTION_PREFIX}${port.code}`,
          code: port.code,
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
    [lookup.data, language],
  );

  const short = !portKeyLongEnough(text);
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
          // Picking an option also reports its value here; onSelect writes the pick.
          if (next?.startsWith(OPTION_PREFIX)) return;
          setText(next ?? '');
          onChange(portFromText(next ?? ''));
        }}
        onSelect={(_value: string, option: { code: string; name: string }) => {
          const pick = { code: option.code, name: option.name };
          setText(textOf(pick));
          onChange(pick);
        }}
        style={{ width: '100%' }}
      />
    </div>
  );
}
