import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NOTICES_PATH } from '../../../shared/paths';
import { useMarkNoticesRead, useNotices } from '../hooks/use-notices';
import { BELL_NOTICES } from '../model/notice-filters';
import { NoticeItem } from './notice-item';
import './notifications.css';

/** The bell's dropdown: the latest notices, "mark all read" and "see all" (the notice centre). */
export default function NoticeBellPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const notices = useNotices({ pageIndex: 1, pageSize: BELL_NOTICES });
  const mark = useMarkNoticesRead();
  const items = notices.data?.items ?? [];
  return (
    <>
      <div className="tl-bell-head">
        <strong>{t('bell.title')}</strong>
        <Button
          size="small"
          type="link"
          disabled={unread === 0}
          loading={mark.isPending}
          onClick={() => mark.mutate({ all: true })}
          data-testid="notice-bell-mark-all"
        >
          {t('bell.markAll')}
        </Button>
      </div>
      <div className="tl-bell-list">
        {notices.isLoading && <Skeleton active paragraph={{ rows: 3 }} />}
        {notices.isError && <Alert type="error" showIcon title={t('bell.error')} />}
        {notices.data && items.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />
        )}
        {items.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} compact onOpen={onClose} />
        ))}
      </div>
      <Link to={NOTICES_PATH} className="tl-bell-all" onClick={onClose} data-testid="notice-bell-see-all">
        {t('bell.seeAll')}
      </Link>
    </>
  );
}
