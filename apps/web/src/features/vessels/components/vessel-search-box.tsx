import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface VesselSearchBoxProps {
  /** The keyword of the page's URL; the box follows it on back and forward. */
  value: string;
  onSearch: (kw: string) => void;
  loading?: boolean;
}

/** One box for a name, an MMSI or an IMO: the server tells them apart by their digits. */
export function VesselSearchBox({ value, onSearch, loading }: VesselSearchBoxProps) {
  const { t } = useTranslation('vessels');
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <Input.Search
      size="large"
      allowClear
      value={draft}
      maxLength={60}
      placeholder={t('search.placeholder')}
      enterButton={t('search.submit')}
      loading={loading}
      onChange={(event) => setDraft(event.target.value)}
      onSearch={(kw) => onSearch(kw.trim())}
      aria-label={t('search.placeholder')}
      data-testid="vessel-search-input"
    />
  );
}
