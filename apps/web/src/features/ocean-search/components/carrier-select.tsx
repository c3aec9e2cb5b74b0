import { AUTO_CARRIER } from '@tracklane/domain';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { useCarriers } from '../../ocean';

interface CarrierOption {
  value: string;
  label: string;
  /** Code, English and Chinese names: what the search matches. */
  search: string;
}

/** The carrier of a search: AUTO first (the server detects it), then every carrier by code or name. */
export function CarrierSelect({
  value,
  onChange,
  size,
  warn,
}: {
  value: string;
  onChange: (code: string) => void;
  size?: 'large' | 'middle';
  /** Highlights the select when the server could not tell the carrier of a number. */
  warn?: boolean;
}) {
  const { t } = useTranslation('oceanSearch');
  const zh = useSession((s) => s.language === 'zh');
  const carriers = useCarriers();
  const options = useMemo<CarrierOption[]>(() => {
    const auto = {
      value: AUTO_CARRIER,
      label: t('carrier.auto'),
      search: `${AUTO_CARRIER} ${t('carrier.auto')}`,
    };
    const list = (carriers.data ?? []).map((c) => {
      const name = (zh && c.nameCn) || c.name;
      return { value: c.code, label: `${c.code} · ${name}`, search: `${c.code} ${c.name} ${c.nameCn ?? ''}` };
    });
    return [auto, ...list];
  }, [carriers.data, t, zh]);

  return (
    <Select<string, CarrierOption>
      className="tl-search-carrier"
      size={size}
      value={value}
      onChange={onChange}
      options={options}
      loading={carriers.isLoading}
      status={warn ? 'warning' : undefined}
      aria-label={t('carrier.label')}
      popupMatchSelectWidth={false}
      showSearch={{
        filterOption: (input, option) =>
          (option?.search ?? '').toLowerCase().includes(input.trim().toLowerCase()),
      }}
      data-testid="search-carrier"
    />
  );
}
