import { SendOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMessage } from '../../../app/message/message';
import { SHARE_LINKS_PATH } from '../../../shared/paths';
import type { SubscriptionItem } from '../../ocean';
import { ShareLinkPanel } from '../../sharing';
import { useShareSubscription } from '../hooks/use-list-mutations';

/**
 * Shares one shipment, or the list's selection (issue 22): by a read-only link (expiry, copy,
 * QR code and the 300×500 image; ShareLinkPanel) and, for one shipment, to a person named by
 * username or e-mail (`to`: a member of another company gets an invitation, an address without
 * an account a link by e-mail). Refusals are toasted by the request client; the modal stays open.
 * Test ids: `share-modal`, `share-to`, `share-ok`, `share-manage`.
 */
export function ShareModal({ items, onClose }: { items: SubscriptionItem[]; onClose: () => void }) {
  const { t } = useTranslation('oceanList');
  const { t: ts } = useTranslation('sharing');
  const message = useMessage();
  const share = useShareSubscription();
  const [form] = Form.useForm<{ to: string }>();
  const single = items.length === 1 ? items[0] : undefined;

  const submit = async ({ to }: { to: string }) => {
    if (!single) return;
    try {
      await share.mutateAsync({ id: single.id, to: to.trim() });
      message.success(t('share.done', { to: to.trim() }));
      form.resetFields();
    } catch {
      // already toasted
    }
  };

  return (
    <Modal
      open={items.length > 0}
      title={
        single
          ? ts('modal.title', { number: single.businessNumber })
          : ts('modal.titleMany', { n: items.length })
      }
      footer={
        <Link to={SHARE_LINKS_PATH} onClick={onClose} data-testid="share-manage">
          {ts('modal.manage')}
        </Link>
      }
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
      data-testid="share-modal"
    >
      <div data-testid="share-modal">
        <ShareLinkPanel items={items} />
        {single && (
          <section>
            <h3 className="tl-share-h">
              <SendOutlined /> {ts('modal.personSection')}
            </h3>
            <p className="tl-list-sub">{t('share.hint')}</p>
            <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
              <Form.Item
                name="to"
                label={t('share.to')}
                rules={[{ required: true, whitespace: true, message: t('share.required') }]}
              >
                <Input placeholder={t('share.placeholder')} data-testid="share-to" maxLength={120} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={share.isPending} data-testid="share-ok">
                {t('share.ok')}
              </Button>
            </Form>
          </section>
        )}
      </div>
    </Modal>
  );
}
