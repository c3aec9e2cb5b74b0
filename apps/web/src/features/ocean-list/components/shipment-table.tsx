import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { NoDataNotice, type SortColumn, type SubscriptionItem } from '../../ocean';
import type { SortValue } from '../list-filters';
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

export interface ShipmentViewProps {
  items: SubscriptionItem[];
  loading: boolean;
  sortBy: SortValue | null;
  onSort: (sortBy: SortValue | null) => void;
  selected: string[];
  onSelect: (ids: string[]) => void;
  carrierNames: Map<string, string>;
  canShare: boolean;
  canEdit: boolean;
  onShare: (item: SubscriptionItem) => void;
  empty: string;
}

const orderOf = (sortBy: SortValue | null, column: SortColumn): SortOrder => {
  if (sortBy === column) return 'ascend';
  if (sortBy === `-${column}`) return 'descend';
  return null;
};

/**
 * The list on a desktop: one row a shipment; sorting is done by the server (all pages), so the
 * column headers only report what was clicked.
 * Test ids: `list-row` (with data-id), cells `list-eta-<id>`, `list-etd-<id>`.
 */
export function ShipmentTable(props: ShipmentViewProps) {
  const { t } = useTranslation('oceanList');
  const { sortBy } = props;
  const sorted = (column: SortColumn) => ({
    key: column,
    sorter: true,
    sortOrder: orderOf(sortBy, column),
    sortDirections: ['ascend', 'descend'] as SortOrder[],
  });

  const columns: TableColumnsType<SubscriptionItem> = [
    {
      title: t('columns.number'),
      ...sorted('businessNumber'),
      fixed: 'left',
      width: 165,
      render: (_, item) => <NumberCell item={item} />,
    },
    {
      title: t('columns.carrier'),
      ...sorted('carrierCode'),
      width: 110,
      render: (_, item) => <CarrierCell item={item} name={props.carrierNames.get(item.carrierCode)} />,
    },
    {
      title: t('columns.status'),
      ...sorted('status'),
      width: 150,
      render: (_, item) => (
        <>
          <StatusTag status={item.displayStatus} />
          <NoDataNotice item={item} readOnly={!props.canEdit} compact />
        </>
      ),
    },
    { title: t('columns.route'), key: 'route', width: 175, render: (_, item) => <RouteCell item={item} /> },
    {
      title: t('columns.departure'),
      ...sorted('etd'),
      // A time and its zone never split (shared/time); the zone may go under the time.
      width: 170,
      render: (_, item) => <DateCell item={item} kind="departure" />,
    },
    {
      title: t('columns.arrival'),
      ...sorted('eta'),
      // A time and its zone never split (shared/time); the zone may go under the time.
      width: 170,
      render: (_, item) => <DateCell item={item} kind="arrival" />,
    },
    {
      title: t('columns.warnings'),
      key: 'warnings',
      width: 100,
      render: (_, item) => <WarningTags codes={item.warnings} />,
    },
    {
      title: t('columns.remark'),
      key: 'remark',
      width: 145,
      render: (_, item) => (
        <>
          <RemarkEditor item={item} readOnly={!props.canEdit} />
          <ClientEditor item={item} readOnly={!props.canEdit} />
        </>
      ),
    },
    {
      title: t('columns.updated'),
      ...sorted('updateTime'),
      width: 100,
      render: (_, item) => <UpdateAgeCell updateTime={item.updateTime} />,
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      fixed: 'right',
      width: 72,
      render: (_, item) =>
        props.canEdit ? <RowActions item={item} canShare={props.canShare} onShare={props.onShare} /> : null,
    },
  ];

  const onChange: TableProps<SubscriptionItem>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = one?.columnKey as SortColumn | undefined;
    if (!column || !one?.order) return props.onSort(null);
    props.onSort(one.order === 'ascend' ? column : `-${column}`);
  };

  return (
    <Table<SubscriptionItem>
      rowKey="id"
      size="middle"
      className="tl-list-table"
      loading={props.loading}
      dataSource={props.items}
      columns={columns}
      pagination={false}
      scroll={{ x: 1360 }}
      showSorterTooltip={false}
      onChange={onChange}
      locale={{ emptyText: props.empty }}
      rowSelection={
        props.canEdit
          ? {
              selectedRowKeys: props.selected,
              onChange: (keys) => props.onSelect(keys as string[]),
              columnWidth: 40,
              fixed: true,
            }
          : undefined
      }
      onRow={(item) =>
        ({ 'data-testid': 'list-row', 'data-id': item.id }) as React.HTMLAttributes<HTMLElement>
      }
    />
  );
}
