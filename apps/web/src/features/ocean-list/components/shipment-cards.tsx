import { Checkbox, Empty, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { NoDataNotice } from '../../ocean';
import { SORT_COLUMNS, type SortValue } from '../list-filters';
import { ClientEditor } from './client-editor';
import {
  CarrierCell,
  DateCell,
  NumberCell,
  RouteCell,
  StatusTag,
  UpdateAgeCell,
  WarningTags,
} from './list-cells';
import { RemarkEditor } from './remark-editor';
import { RowActions } from './row-actions';
import type { ShipmentViewProps } from './shipment-table';

/** The phone's sort control: column headers do not exist on cards. Test id `list-sort`. */
function SortSelect({ sortBy, onSort }: Pick<ShipmentViewProps, 'sortBy' | 'onSort'>) {
  const { t } = useTranslation('oceanList');
  const options = SORT_COLUMNS.flatMap((c) => [
    { value: c, label: `${t(`sort.${c}`)} ↑` },
    { value: `-${c}`, label: `${t(`sort.${c}`)} ↓` },
  ]);
  return (
    <Select
      size="small"
      allowClear
      value={sortBy ?? undefined}
      placeholder={t('sort.default')}
      options={options}
      onChange={(v: SortValue | undefined) => onSort(v ?? null)}
      style={{ minWidth: 150 }}
      data-testid="list-sort"
    />
  );
}

/**
 * The list on a phone: one card a shipment with the same data and actions as the table's row.
 * Test ids: `list-card` (with data-id), `list-select-<id>`.
 */
export function ShipmentCards(props: ShipmentViewProps) {
  const { t } = useTranslation('oceanList');
  const toggle = (id: string, on: boolean) =>
    props.onSelect(on ? [...props.selected, id] : props.selected.filter((s) => s !== id));
  return (
    <Spin spinning={props.loading}>
      <div className="tl-list-cards-bar">
        <span className="tl-list-sub">{t('sort.label')}</span>
        <SortSelect sortBy={props.sortBy} onSort={props.onSort} />
      </div>
      {props.items.length === 0 && !props.loading && <Empty description={props.empty} />}
      <div className="tl-list-cards">
        {props.items.map((item) => (
          <article key={item.id} className="tl-list-card" data-testid="list-card" data-id={item.id}>
            <header className="tl-list-card-head">
              {props.canEdit && (
                <Checkbox
                  checked={props.selected.includes(item.id)}
                  onChange={(e) => toggle(item.id, e.target.checked)}
                  aria-label={t('actions.select')}
                  data-testid={`list-select-${item.id}`}
                />
              )}
              <NumberCell item={item} />
              <StatusTag status={item.displayStatus} />
            </header>
            <NoDataNotice item={item} readOnly={!props.canEdit} compact />
            <dl className="tl-list-card-body">
              <dt>{t('columns.carrier')}</dt>
              <dd>
                <CarrierCell item={item} name={props.carrierNames.get(item.carrierCode)} />
              </dd>
              <dt>{t('cards.route')}</dt>
              <dd>
                <RouteCell item={item} />
              </dd>
              <dt>{t('columns.departure')}</dt>
              <dd>
                <DateCell item={item} kind="departure" />
              </dd>
              <dt>{t('columns.arrival')}</dt>
              <dd>
                <DateCell item={item} kind="arrival" />
              </dd>
              {item.warnings.length > 0 && (
                <>
                  <dt>{t('columns.warnings')}</dt>
                  <dd>
                    <WarningTags codes={item.warnings} />
                  </dd>
                </>
              )}
              <dt>{t('columns.remark')}</dt>
              <dd>
                <RemarkEditor item={item} readOnly={!props.canEdit} />
              </dd>
              <dt>{t('client.label')}</dt>
              <dd>
                <ClientEditor item={item} readOnly={!props.canEdit} labelled={false} />
              </dd>
            </dl>
            <footer className="tl-list-card-foot">
              <span className="tl-list-sub">
                {t('cards.updated')} <UpdateAgeCell updateTime={item.updateTime} />
              </span>
              {props.canEdit && <RowActions item={item} canShare={props.canShare} onShare={props.onShare} />}
            </footer>
          </article>
        ))}
      </div>
    </Spin>
  );
}
