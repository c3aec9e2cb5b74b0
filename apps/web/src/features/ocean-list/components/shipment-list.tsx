import { DeleteOutlined, FilterOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Drawer, Pagination, Popconfirm } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { useSession } from '../../../app/session/session-store';
import { ListExportButton, ListExportProgress } from '../../exports';
import type { SubscriptionItem } from '../../ocean';
import { useCompact } from '../hooks/use-compact';
import { useCarrierFacet } from '../hooks/use-list-facets';
import { useListFilters } from '../hooks/use-list-filters';
import { useDeleteSubscriptions } from '../hooks/use-list-mutations';
import { useSubscriptionList } from '../hooks/use-subscription-list';
import { activeFilterCount, PAGE_SIZES, toListQuery } from '../list-filters';
import { ListFiltersPanel } from './list-filters-panel';
import { ShareModal } from './share-modal';
import { ShipmentCards } from './shipment-cards';
import { ShipmentTable } from './shipment-table';
import './ocean-list.css';
import { useTimeFormat } from '../../../shared/time/zoned-time';

/**
 * "My tracking list" (platform.md §1, §3): the caller's subscriptions with filters and facet
 * counts, server-side sorting and paging (10 a page, first page 1), remark, share, delete and export.
 * Everything that shapes the list lives in the URL. A table on a desktop, cards on a phone.
 * Test ids: `shipment-list`, `list-count`, `list-filters-open`, `list-bulk-delete`,
 * `bulk-confirm-ok`, `list-pagination`. `actions`: the page's own buttons in the head (Import,
 * Export); the export button and progress: features/exports.
 */
export function ShipmentList({ actions }: { actions?: ReactNode } = {}) {
  const { t, i18n } = useTranslation('oceanList');
  const message = useMessage();
  const compact = useCompact();
  const writeToken = useSession((s) => s.writeToken);
  const member = useSession((s) => s.loginType === 'normal');
  const { filters, update, reset } = useListFilters();
  const { zoneOf } = useTimeFormat();
  const zone = zoneOf();
  const query = useMemo(() => toListQuery(filters, zone), [filters, zone]);
  const list = useSubscriptionList(query);
  const carriers = useCarrierFacet();
  const remove = useDeleteSubscriptions();
  const [selected, setSelected] = useState<string[]>([]);
  const [sharing, setSharing] = useState<SubscriptionItem[]>([]);
  const [drawer, setDrawer] = useState(false);

  const page = list.data;
  const items = page?.list ?? [];
  const carrierNames = useMemo(
    () => new Map((carriers.data ?? []).map((c) => [c.code, c.name])),
    [carriers.data],
  );
  const active = activeFilterCount(filters);

  // Only rows on screen can stay selected: a page turn or a filter drops the others.
  const visibleKey = items.map((i) => i.id).join(',');
  useEffect(() => {
    const visible = new Set(visibleKey.split(','));
    setSelected((s) => (s.every((id) => visible.has(id)) ? s : s.filter((id) => visible.has(id))));
  }, [visibleKey]);

  // A page emptied by deletes (or a stale link) moves back to the last page that has rows.
  useEffect(() => {
    if (!page || list.isPlaceholderData || page.list.length > 0 || filters.pageIndex <= 1 || page.total === 0)
      return;
    update({ pageIndex: Math.max(1, Math.ceil(page.total / filters.pageSize)) }, { replace: true });
  }, [page, list.isPlaceholderData, filters.pageIndex, filters.pageSize, update]);

  const number = (n: number) =>
    new Intl.NumberFormat(i18n.language === 'jp' ? 'ja' : i18n.language).format(n);
  const shown = page ? (page.totalIsExact ? number(page.total) : `${number(page.total)}+`) : '';

  const bulkDelete = () =>
    remove.mutateAsync(selected).then(
      () => {
        message.success(t('actions.deleted', { n: selected.length }));
        setSelected([]);
      },
      () => undefined, // toasted by the request client
    );

  const panel = (
    <ListFiltersPanel filters={filters} update={update} reset={reset} compact={compact} member={member} />
  );
  const viewProps = {
    items,
    // Spinner over the rows while another page or filter loads (the old rows stay meanwhile).
    loading: list.isFetching && (!page || list.isPlaceholderData),
    sortBy: filters.sortBy,
    onSort: (sortBy: typeof filters.sortBy) => update({ sortBy }),
    selected,
    onSelect: setSelected,
    carrierNames,
    canShare: member && Boolean(writeToken),
    canEdit: Boolean(writeToken),
    onShare: (item: SubscriptionItem) => setSharing([item]),
    empty: active > 0 ? t('empty.noMatch') : t('empty.none'),
  };

  return (
    <section className="tl-list" data-testid="shipment-list">
      <div className="tl-list-head">
        <h1 className="tl-list-title">{t('title')}</h1>
        {page && (
          <span className="tl-list-count">
            {t('count', { count: page.total, shown })}
            <span hidden data-testid="list-count">
              {shown}
            </span>
          </span>
        )}
        <div className="tl-list-head-actions">
          {selected.length > 0 && member && writeToken && (
            <Button
              icon={<ShareAltOutlined />}
              onClick={() => setSharing(items.filter((i) => selected.includes(i.id)))}
              data-testid="list-bulk-share"
            >
              {t('sharing:selection.share', { n: selected.length })}
            </Button>
          )}
          {actions}
          {selected.length > 0 && (
            <Popconfirm
              title={t('actions.bulkConfirm', { n: selected.length })}
              okText={t('actions.delete')}
              cancelText={t('remark.cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'bulk-confirm-ok' } as never}
              onConfirm={bulkDelete}
            >
              <Button
                danger
                icon={<DeleteOutlined />}
                loading={remove.isPending}
                data-testid="list-bulk-delete"
              >
                {t('actions.bulkDelete', { n: selected.length })}
              </Button>
            </Popconfirm>
          )}
          {writeToken && (
            <ListExportButton
              filters={query}
              selected={selected}
              member={member}
              disabled={page?.total === 0}
            />
          )}
          {compact && (
            <Badge count={active} size="small">
              <Button
                icon={<FilterOutlined />}
                onClick={() => setDrawer(true)}
                data-testid="list-filters-open"
              >
                {t('filters.title')}
              </Button>
            </Badge>
          )}
        </div>
      </div>

      {writeToken && <ListExportProgress />}

      {compact ? (
        <Drawer
          open={drawer}
          placement="bottom"
          size="85%"
          title={t('filters.title')}
          onClose={() => setDrawer(false)}
          extra={
            <Button type="primary" onClick={() => setDrawer(false)} data-testid="list-filters-done">
              {t('filters.done')}
            </Button>
          }
        >
          {panel}
        </Drawer>
      ) : (
        panel
      )}

      {list.isError && !page && <Alert type="error" showIcon title={list.error.message} />}
      {compact ? <ShipmentCards {...viewProps} /> : <ShipmentTable {...viewProps} />}

      {page && page.total > 0 && (
        <Pagination
          className="tl-list-pagination"
          data-testid="list-pagination"
          current={filters.pageIndex}
          pageSize={filters.pageSize}
          total={page.total}
          pageSizeOptions={PAGE_SIZES.map(String)}
          showSizeChanger={!compact}
          simple={compact}
          onChange={(pageIndex, pageSize) =>
            update(pageSize !== filters.pageSize ? { pageSize } : { pageIndex })
          }
        />
      )}
      <ShareModal items={sharing} onClose={() => setSharing([])} />
    </section>
  );
}
