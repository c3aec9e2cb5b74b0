import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import type { SubscriptionItem } from '../../ocean';
import { useShareSubscription } from '../hooks/use-list-mutations';

/**
 * Shares one shipment with a member of another organisation, named by username or e-mail
 * (platform.md §1 sharing). The server's refusals (no such user, own organisation) are toasted
 * by the request client and the modal stays open.
 * Test ids: `share-to`, `share-ok`.
 */
export function ShareModal({ item, onClose }: { item: SubscriptionItem | null; onClose: () => void }) {
  const { t } = useTranslation('oceanList');
  const message = useMessage();
  const share = useShareSubscription();
  const [form] = Form.useForm<{ to: string }>();

  const submit = async ({ to }: { to: string }) => {
    if (!item) return;
    try {
      await share.mutateAsync({ id: item.id, to: to.trim() });
      message.success(t('share.done', { to: to.trim() }));
      form.resetFields();
      onClose();
    } catch {
      // already toasted
    }
  };

  return (
    <Modal
      open={item !== null}
      title={t('share.title', { number: item?.businessNumber ?? '' })}
      okText={t('share.ok')}
      cancelText={t('remark.cancel')}
      confirmLoading={share.isPending}
      okButtonProps={{ 'data-testid': 'share-ok' } as never}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <p className="tl-list-sub">{t('share.hint')}</p>
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="to"
          label={t('share.to')}
          rules={[{ required: true, whitespace: true, message: t('share.required') }]}
        >
          <Input autoFocus placeholder={t('share.placeholder')} data-testid="share-to" maxLength={120} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
