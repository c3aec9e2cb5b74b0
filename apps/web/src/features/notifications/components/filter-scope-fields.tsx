import { MAX_FILTER_VALUES } from '@tracklane/domain';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** Codes typed as tags: a comma (Western or Chinese) or a space ends one; upper-cased as typed. */
function CodesSelect({
  value,
  onChange,
  placeholder,
  testId,
  id,
}: {
  value?: string[];
  onChange?: (codes: string[]) => void;
  placeholder: string;
  testId: string;
  id?: string;
}) {
  return (
    <Select
      id={id}
      mode="tags"
      value={value ?? []}
      onChange={(next: string[]) =>
        onChange?.(
          [...new Set(next.map((c) => c.trim().toUpperCase()).filter(Boolean))].slice(0, MAX_FILTER_VALUES),
        )
      }
      tokenSeparators={[',', '，', ' ']}
      open={false}
      placeholder={placeholder}
      data-testid={testId}
      style={{ width: '100%' }}
    />
  );
}

/**
 * The "filter of the list" scope: carriers, ports of loading and discharge (codes) and a remark
 * text; a field left empty does not filter, at least one is needed (the server says so too).
 */
export function FilterScopeFields() {
  const { t } = useTranslation('notifications');
  const atLeastOne = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator() {
      const some = ['filterCarriers', 'filterPols', 'filterPods'].some(
        (name) => ((getFieldValue(name) as string[] | undefined) ?? []).length > 0,
      );
      const remark = String(getFieldValue('filterRemark') ?? '').trim();
      return some || remark ? Promise.resolve() : Promise.reject(new Error(t('settings.filterRequired')));
    },
  });
  const watched = ['filterPols', 'filterPods', 'filterRemark'];
  return (
    <div className="tl-rule-filter" data-testid="rule-filter">
      <Form.Item
        name="filterCarriers"
        label={t('settings.filterCarriers')}
        dependencies={watched}
        rules={[atLeastOne]}
      >
        <CodesSelect placeholder="MAEU, COSU" testId="rule-filter-carriers" />
      </Form.Item>
      <Form.Item name="filterPols" label={t('settings.filterPols')}>
        <CodesSelect placeholder="CNSHA, CNNGB" testId="rule-filter-pols" />
      </Form.Item>
      <Form.Item name="filterPods" label={t('settings.filterPods')}>
        <CodesSelect placeholder="NLRTM, USLAX" testId="rule-filter-pods" />
      </Form.Item>
      <Form.Item name="filterRemark" label={t('settings.filterRemark')} extra={t('settings.filterHelp')}>
        <Input maxLength={100} allowClear data-testid="rule-filter-remark" />
      </Form.Item>
    </div>
  );
}
