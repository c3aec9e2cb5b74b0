import { SettingOutlined } from '@ant-design/icons';
import { NOTIFICATION_EVENTS, type NotificationEvent } from '@tracklane/domain';
import { Alert, Button, Empty, Pagination, Segmented, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMessage } from '../../../app/message/message';
import { NOTIFICATION_SETTINGS_PATH } from '../../../shared/paths';
import { useMarkNoticesRead, useNotices } from '../hooks/use-notices';
import {
  NOTICES_PAGE_SIZE,
  type NoticeFilters,
  noticesQuery,
  readNoticeFilters,
  writeNoticeFilters,
} from '../model/notice-filters';
import { NoticeItem } from './notice-item';
import './notifications.css';

/**
 * The notice centre (/notices): the member's notices newest first, filtered by unread and by
 * event (kept in the address), one page at a time, each readable on its own or all at once.
 * Test ids: `notices-filter-read`, `notices-filter-event`, `notices-mark-all`, `notices-empty`,
 * `notices-pager`; each notice is `notice` (notice-item.tsx).
 */
export function NoticeCentre() {
  const { t } = useTranslation('notifications');
  const message = useMessage();
  const [params, setParams] = useSearchParams();
  const filters = readNoticeFilters(params);
  const notices = useNotices(noticesQuery(filters));
  const mark = useMarkNoticesRead();
  const change = (next: Partial<NoticeFilters>) =>
    setParams(writeNoticeFilters({ ...filters, page: 1, ...next }), { replace: true });

  const data = notices.data;
  const items = data?.items ?? [];
  const unread = data?.unread ?? 0;
  const markingId =
    mark.isPending && mark.variables && 'ids' in mark.variables ? mark.variables.ids[0] : null;
  const emptyText = filters.unread
    ? t('centre.emptyUnread')
    : filters.event
      ? t('centre.emptyEvent')
      : t('centre.empty');

  return (
    <div className="tl-notices">
      <div className="tl-notices-title">
        <h1>{t('centre.title')}</h1>
        <Link to={NOTIFICATION_SETTINGS_PATH} data-testid="notices-settings">
          <SettingOutlined /> {t('centre.settings')}
        </Link>
      </div>
      <div className="tl-notices-bar">
        <Segmented<'all' | 'unread'>
          value={filters.unread ? 'unread' : 'all'}
          onChange={(value) => change({ unread: value === 'unread' })}
          options={[
            { value: 'all', label: t('centre.all') },
            { value: 'unread', label: unread > 0 ? `${t('centre.unread')} (${unread})` : t('centre.unread') },
          ]}
          data-testid="notices-filter-read"
        />
        <Select<NotificationEvent | 'any'>
          value={filters.event ?? 'any'}
          onChange={(value) => change({ event: value === 'any' ? undefined : value })}
          options={[
            { value: 'any', label: t('centre.allEvents') },
            ...NOTIFICATION_EVENTS.map((event) => ({ value: event, label: t(`events.${event}`) })),
          ]}
          style={{ minWidth: 150 }}
          popupMatchSelectWidth={false}
          data-testid="notices-filter-event"
          aria-label={t('centre.allEvents')}
        />
        <Button
          disabled={unread === 0}
          loading={mark.isPending && mark.variables !== undefined && 'all' in mark.variables}
          onClick={() =>
            mark.mutate({ all: true }, { onSuccess: () => message.success(t('centre.markedAll')) })
          }
          data-testid="notices-mark-all"
        >
          {t('centre.markAll')}
        </Button>
        {data && data.total > 0 && (
          <span className="tl-notices-total">{t('centre.total', { count: data.total })}</span>
        )}
      </div>
      {notices.isError && <Alert type="error" showIcon title={notices.error.message} />}
      {notices.isLoading && <Skeleton active />}
      {data && items.length === 0 && (
        <div className="tl-notices-list">
          <Empty description={emptyText} style={{ padding: '32px 0' }} data-testid="notices-empty" />
        </div>
      )}
      {items.length > 0 && (
        <div className="tl-notices-list" data-testid="notices-list">
          {items.map((notice) => (
            <NoticeItem
              key={notice.id}
              notice={notice}
              marking={markingId === notice.id}
              onMarkRead={(id) => mark.mutate({ ids: [id] })}
            />
          ))}
        </div>
      )}
      {items.length > 0 && <p className="tl-notices-note">{t('centre.zoneNote')}</p>}
      {data && data.total > NOTICES_PAGE_SIZE && (
        <div className="tl-notices-pager">
          <Pagination
            current={filters.page}
            pageSize={NOTICES_PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            size="small"
            onChange={(page) => setParams(writeNoticeFilters({ ...filters, page }))}
            data-testid="notices-pager"
          />
        </div>
      )}
    </div>
  );
}
