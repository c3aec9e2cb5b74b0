import { CopyOutlined, ExportOutlined, StopOutlined } from '@ant-design/icons';
import type { ShareLink } from '@tracklane/domain';
import { Alert, Button, Empty, Pagination, Popconfirm, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import { useRevokeShareLink, useShareLinks } from '../hooks/use-share-links';
import { canRevoke, LINK_STATUS_TAGS } from '../model/link-status';
import './sharing.css';

const PAGE_SIZE = 10;

/**
 * "My share links": the links the member made, newest first, with status, views, last view,
 * expiry and shipments; copy, open and revoke (after a confirmation).
 * Test ids: `share-links`, `share-link-row-<id>`, `share-link-status-<id>`, `share-link-revoke-<id>`,
 * `share-link-revoke-ok`.
 */
export function ShareLinksList() {
  const { t } = useTranslation('sharing');
  const message = useMessage();
  const narrow = useMediaQuery('(max-width: 760px)', false);
  const [pageIndex, setPageIndex] = useState(1);
  const links = useShareLinks(pageIndex, PAGE_SIZE);
  const revoke = useRevokeShareLink();

  const status = (l: ShareLink) => (
    <Tag
      color={LINK_STATUS_TAGS[l.status].color}
      data-testid={`share-link-status-${l.id}`}
      data-status={l.status}
    >
      {t(LINK_STATUS_TAGS[l.status].label)}
    </Tag>
  );
  const expires = (l: ShareLink) =>
    l.expiresAt ? (
      <ZonedTimeText at={l.expiresAt} />
    ) : l.expiry === 'never' ? (
      t('links.never')
    ) : (
      t('links.afterCompletion')
    );
  const lastViewed = (l: ShareLink) =>
    l.lastViewedAt ? <ZonedTimeText at={l.lastViewedAt} /> : t('links.notViewed');
  const copy = async (l: ShareLink) => {
    try {
      await navigator.clipboard.writeText(l.url);
      message.success(t('modal.copied'));
    } catch {
      window.prompt(t('links.copy'), l.url);
    }
  };
  const actions = (l: ShareLink) => (
    <span className="tl-links-actions">
      <Button size="small" icon={<CopyOutlined />} onClick={() => copy(l)} aria-label={t('links.copy')} />
      <Button
        size="small"
        icon={<ExportOutlined />}
        href={l.url}
        target="_blank"
        aria-label={t('links.open')}
      />
      {canRevoke(l.status) && (
        <Popconfirm
          title={t('links.revokeConfirm')}
          okText={t('links.revoke')}
          okButtonProps={{ danger: true, 'data-testid': 'share-link-revoke-ok' } as never}
          onConfirm={() =>
            revoke.mutateAsync(l.id).then(
              () => message.success(t('links.revoked')),
              () => undefined,
            )
          }
        >
          <Button size="small" danger icon={<StopOutlined />} data-testid={`share-link-revoke-${l.id}`}>
            {t('links.revoke')}
          </Button>
        </Popconfirm>
      )}
    </span>
  );

  const page = links.data;
  if (links.isError && !page) return <Alert type="error" showIcon title={links.error.message} />;
  const list = page?.list ?? [];

  return (
    <div data-testid="share-links">
      <p className="tl-share-hint">{t('links.hint')}</p>
      {narrow ? (
        list.length === 0 && !links.isLoading ? (
          <Empty description={t('links.empty')} />
        ) : (
          <div className="tl-links-cards">
            {list.map((l) => (
              <div className="tl-links-card" key={l.id} data-testid={`share-link-row-${l.id}`}>
                <div className="tl-links-card-row">
                  <span className="tl-links-numbers">{l.businessNumbers.join(', ') || '—'}</span>
                  {status(l)}
                </div>
                <div className="tl-links-card-row">
                  <span>{t('links.views')}</span>
                  <span>{l.viewCount}</span>
                </div>
                <div className="tl-links-card-row">
                  <span>{t('links.lastViewed')}</span>
                  <span>{lastViewed(l)}</span>
                </div>
                <div className="tl-links-card-row">
                  <span>{t('links.expires')}</span>
                  <span>{expires(l)}</span>
                </div>
                {actions(l)}
              </div>
            ))}
          </div>
        )
      ) : (
        <Table<ShareLink>
          rowKey="id"
          size="middle"
          loading={links.isFetching && !page}
          dataSource={list}
          pagination={false}
          locale={{ emptyText: <Empty description={t('links.empty')} /> }}
          onRow={(l) => ({ 'data-testid': `share-link-row-${l.id}` }) as never}
          columns={[
            {
              key: 'shipments',
              title: t('links.shipments'),
              render: (_, l) => (
                <span className="tl-links-numbers">{l.businessNumbers.join(', ') || '—'}</span>
              ),
            },
            { key: 'status', title: t('links.status'), render: (_, l) => status(l), width: 110 },
            { key: 'views', title: t('links.views'), dataIndex: 'viewCount', width: 90, align: 'right' },
            { key: 'lastViewed', title: t('links.lastViewed'), render: (_, l) => lastViewed(l) },
            { key: 'expires', title: t('links.expires'), render: (_, l) => expires(l) },
            {
              key: 'created',
              title: t('links.created'),
              render: (_, l) => <ZonedTimeText at={l.createdAt} />,
            },
            { key: 'actions', title: '', render: (_, l) => actions(l), width: 200 },
          ]}
        />
      )}
      {page && page.total > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 12 }}
          current={pageIndex}
          pageSize={PAGE_SIZE}
          total={page.total}
          simple={narrow}
          onChange={setPageIndex}
        />
      )}
    </div>
  );
}
