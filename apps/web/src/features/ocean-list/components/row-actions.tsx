import { DeleteOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import type { SubscriptionItem } from '../../ocean';
import { useDeleteSubscriptions } from '../hooks/use-list-mutations';

/**
 * Share (members only: the server refuses guests) and delete, after a confirmation.
 * Test ids: `share-<id>`, `delete-<id>`, `delete-confirm-ok`.
 */
export function RowActions({
  item,
  canShare,
  onShare,
}: {
  item: SubscriptionItem;
  canShare: boolean;
  onShare: (item: SubscriptionItem) => void;
}) {
  const { t } = useTranslation('oceanList');
  const message = useMessage();
  const remove = useDeleteSubscriptions();
  return (
    <Space size={4}>
      {canShare && (
        <Button
          size="small"
          type="text"
          icon={<ShareAltOutlined />}
          title={t('actions.share')}
          aria-label={t('actions.share')}
          onClick={() => onShare(item)}
          data-testid={`share-${item.id}`}
        />
      )}
      <Popconfirm
        title={t('actions.deleteConfirm', { number: item.businessNumber })}
        okText={t('actions.delete')}
        cancelText={t('remark.cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'delete-confirm-ok' } as never}
        onConfirm={() =>
          remove.mutateAsync([item.id]).then(
            () => void message.success(t('actions.deleted', { n: 1 })),
            () => undefined, // toasted by the request client
          )
        }
      >
        <Button
          size="small"
          type="text"
          danger
          icon={<DeleteOutlined />}
          title={t('actions.delete')}
          aria-label={t('actions.delete')}
          data-testid={`delete-${item.id}`}
        />
      </Popconfirm>
    </Space>
  );
}
