import { ClearOutlined } from '@ant-design/icons';
import { localNameOf } from '@tracklane/domain';
import { Button, Input, Select } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import {
  useCarrierFacet,
  useClientFacet,
  usePodFacet,
  useStatusFacet,
  useWarningFacet,
} from '../hooks/use-list-facets';
import type { ListFilters } from '../list-filters';
import { DateRangeFilter } from './date-range-filter';

type Option = { value: string; label: string };

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'tl-list-field tl-list-field-wide' : 'tl-list-field'}>
      <span className="tl-list-field-label">{label}</span>
      {children}
    </div>
  );
}

function MultiSelect({
  value,
  options,
  onChange,
  testId,
  placeholder,
}: {
  value: string[];
  options: Option[];
  onChange: (v: string[]) => void;
  testId: string;
  placeholder: string;
}) {
  return (
    <Select
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      optionFilterProp="label"
      value={value}
      options={options}
      placeholder={placeholder}
      onChange={onChange}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}

/** A text filter that applies on Enter or the search button, not on every key. */
function TextFilter({
  value,
  onApply,
  placeholder,
  testId,
  maxLength,
}: {
  value: string;
  onApply: (v: string) => void;
  placeholder: string;
  testId: string;
  maxLength: number;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <Input.Search
      allowClear
      value={draft}
      placeholder={placeholder}
      maxLength={maxLength}
      onChange={(e) => setDraft(e.target.value)}
      onSearch={(v) => onApply(v.trim())}
      data-testid={testId}
    />
  );
}

/**
 * Every filter of the list with the counts of its facets. A facet that is empty or failed hides
 * its filter (the client filter is for members of an organisation only).
 * Test ids: `filter-number`, `filter-carrier`, `filter-status`, `filter-pod`, `filter-warnings`,
 * `filter-client`, `filter-remark`, `filter-etd`, `filter-eta`, `filter-reset`.
 */
export function ListFiltersPanel({
  filters,
  update,
  reset,
  compact,
  member,
}: {
  filters: ListFilters;
  update: (patch: Partial<ListFilters>) => void;
  reset: () => void;
  compact: boolean;
  member: boolean;
}) {
  const { t } = useTranslation('oceanList');
  const { t: tOcean } = useTranslation('ocean');
  const language = useSession((s) => s.language);
  const carriers = useCarrierFacet();
  const statuses = useStatusFacet();
  const pods = usePodFacet();
  const warnings = useWarningFacet();
  const clients = useClientFacet(member);
  const counted = (label: string, count: number) => `${label} (${count})`;

  const carrierOptions = (carriers.data ?? []).map((c) => ({
    value: c.code,
    label: counted(c.name && c.name !== c.code ? `${c.code} · ${c.name}` : c.code, c.count),
  }));
  const statusOptions = (statuses.data ?? []).map((s) => ({
    value: s.displayStatus,
    label: counted(tOcean(`status.${s.displayStatus}`, { defaultValue: s.displayStatus }), s.count),
  }));
  const podOptions = (pods.data ?? []).map((p) => {
    const name = localNameOf({ en: p.name, cn: p.nameCn, jp: p.nameJp }, language);
    return { value: p.code, label: counted(name ? `${name} ${p.code}` : p.code, p.count) };
  });
  const warningOptions = (warnings.data ?? []).map((w) => ({
    value: w.code,
    label: counted(tOcean(`warning.${w.code}`, { defaultValue: w.code }), w.count),
  }));
  const clientOptions = (clients.data ?? []).map((c) => ({
    value: c.userId as string,
    label: counted(
      c.departmentName ? `${c.username} · ${c.departmentName}` : (c.username as string),
      c.count,
    ),
  }));

  const select = (
    key: 'carrierCode' | 'status' | 'podCode' | 'warnings' | 'ownerUserId',
    options: Option[],
  ) =>
    options.length > 0 || filters[key].length > 0 ? (
      <Field label={t(`filters.${key}`)}>
        <MultiSelect
          value={filters[key]}
          options={options}
          onChange={(v) => update({ [key]: v })}
          placeholder={t('filters.any')}
          testId={`filter-${TEST_IDS[key]}`}
        />
      </Field>
    ) : null;

  return (
    <div className={compact ? 'tl-list-filters tl-list-filters-compact' : 'tl-list-filters'}>
      <Field label={t('filters.number')}>
        <TextFilter
          value={filters.businessNumber}
          placeholder={t('filters.numberPlaceholder')}
          onApply={(v) => update({ businessNumber: v })}
          testId="filter-number"
          maxLength={40}
        />
      </Field>
      {select('carrierCode', carrierOptions)}
      {select('status', statusOptions)}
      {select('podCode', podOptions)}
      {select('warnings', warningOptions)}
      {member && !clients.isError && select('ownerUserId', clientOptions)}
      <Field label={t('filters.remark')}>
        <TextFilter
          value={filters.remark}
          placeholder={t('filters.remarkPlaceholder')}
          onApply={(v) => update({ remark: v })}
          testId="filter-remark"
          maxLength={200}
        />
      </Field>
      <Field label={t('filters.etd')} wide>
        <DateRangeFilter
          from={filters.etdFrom}
          to={filters.etdTo}
          compact={compact}
          onChange={(etdFrom, etdTo) => update({ etdFrom, etdTo })}
          testId="filter-etd"
        />
      </Field>
      <Field label={t('filters.eta')} wide>
        <DateRangeFilter
          from={filters.etaFrom}
          to={filters.etaTo}
          compact={compact}
          onChange={(etaFrom, etaTo) => update({ etaFrom, etaTo })}
          testId="filter-eta"
        />
      </Field>
      <div className="tl-list-field tl-list-field-reset">
        <Button icon={<ClearOutlined />} onClick={reset} data-testid="filter-reset">
          {t('filters.reset')}
        </Button>
      </div>
    </div>
  );
}

const TEST_IDS = {
  carrierCode: 'carrier',
  status: 'status',
  podCode: 'pod',
  warnings: 'warnings',
  ownerUserId: 'client',
} as const;
