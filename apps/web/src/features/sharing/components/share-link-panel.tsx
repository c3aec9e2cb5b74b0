import { CopyOutlined, DownloadOutlined, LinkOutlined } from '@ant-design/icons';
import type { Language, ShareLink, ShareLinkExpiry } from '@tracklane/domain';
import { Button, Input, QRCode, Select, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/message/message';
import { useSession } from '../../../app/session/session-store';
import type { SubscriptionItem } from '../../ocean';
import { useCreateShareLink } from '../hooks/use-share-links';
import { EXPIRY_OPTIONS } from '../model/link-status';
import { drawQrImage, QR_SIZE, qrImageFileName } from '../model/qr-image';
import { routeEnds } from '../model/route-label';
import './sharing.css';

/**
 * The link part of the share modal: choose the expiry, create the link, copy it, and (one
 * shipment) its QR code with "Download image", the customer QR image of views.md §2 (300×500 PNG).
 * Test ids: `share-link-expiry`, `share-link-create`, `share-link-url`, `share-link-copy`,
 * `share-link-qr`, `share-link-download`.
 */
export function ShareLinkPanel({ items }: { items: SubscriptionItem[] }) {
  const { t } = useTranslation('sharing');
  const language = useSession((s) => s.language) as Language;
  const message = useMessage();
  const create = useCreateShareLink();
  const [expiry, setExpiry] = useState<ShareLinkExpiry>('default');
  const [link, setLink] = useState<ShareLink | null>(null);
  const qrBox = useRef<HTMLDivElement>(null);
  const single = items.length === 1 ? items[0] : undefined;

  const make = async () => {
    try {
      setLink(await create.mutateAsync({ subscriptionIds: items.map((i) => i.id), expiry }));
    } catch {
      // toasted by the request client
    }
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      message.success(t('modal.copied'));
    } catch {
      // No clipboard (insecure origin): the field is selected for a manual copy.
      document.querySelector<HTMLInputElement>('[data-testid="share-link-url"]')?.select();
    }
  };
  const download = () => {
    if (!single) return;
    const qr = qrBox.current?.querySelector('canvas') ?? null;
    const { pol, pod } = routeEnds(single, language);
    const canvas = drawQrImage(document.createElement('canvas'), qr, {
      brand: t('image.brand'),
      number: single.businessNumber,
      route: t('image.route', { pol, pod }),
      caption: t('image.caption'),
    });
    const a = document.createElement('a');
    a.href = canvas.toDataURL('image/png');
    a.download = qrImageFileName(single.businessNumber);
    document.body.append(a);
    a.click();
    a.remove();
  };

  return (
    <section className="tl-share-panel" data-testid="share-link-panel">
      <h3 className="tl-share-h">
        <LinkOutlined /> {t('modal.linkSection')}
      </h3>
      <p className="tl-share-hint">{t('modal.linkHint')}</p>
      <div className="tl-share-row">
        <label className="tl-share-label" htmlFor="share-link-expiry">
          {t('modal.expiryLabel')}
        </label>
        <Select
          id="share-link-expiry"
          className="tl-share-expiry"
          value={expiry}
          onChange={(v) => {
            setExpiry(v);
            setLink(null);
          }}
          options={EXPIRY_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          data-testid="share-link-expiry"
        />
        <Button type="primary" onClick={make} loading={create.isPending} data-testid="share-link-create">
          {t('modal.create')}
        </Button>
      </div>
      {link && (
        <div className="tl-share-result">
          <Space.Compact style={{ width: '100%' }}>
            <Input
              readOnly
              value={link.url}
              data-testid="share-link-url"
              onFocus={(e) => e.target.select()}
            />
            <Button icon={<CopyOutlined />} onClick={copy} data-testid="share-link-copy">
              {t('modal.copy')}
            </Button>
          </Space.Compact>
          {single && (
            <div className="tl-share-qr">
              <div ref={qrBox} data-testid="share-link-qr">
                <QRCode
                  value={link.url}
                  size={QR_SIZE * 0.75}
                  type="canvas"
                  bordered={false}
                  errorLevel="M"
                />
              </div>
              <div className="tl-share-qr-side">
                <span className="tl-share-hint">{t('modal.qrTitle')}</span>
                <Button icon={<DownloadOutlined />} onClick={download} data-testid="share-link-download">
                  {t('modal.download')}
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
