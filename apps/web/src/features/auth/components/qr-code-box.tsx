import { CheckCircleFilled, MobileOutlined, ReloadOutlined } from '@ant-design/icons';
import type { QrSceneState } from '@tracklane/domain';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import type { QrCode } from '../api/auth-api';

/**
 * A QR code with its state laid over it: scanned (confirm on the phone), expired or cancelled
 * (refresh). With the embedded sandbox provider, a link opens the sandbox phone page.
 * Test ids: `qr-image`, `qr-state` (data-state), `qr-refresh`, `qr-sandbox-phone`.
 */
export function QrCodeBox({
  qr,
  loading,
  state,
  onRefresh,
}: {
  qr: QrCode | undefined;
  loading: boolean;
  state: QrSceneState;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('auth');
  const language = useSession((s) => s.language);
  const dead = state === 'expired' || state === 'cancelled' || state === 'used' || (!loading && !qr);
  const overlay = dead ? (
    <>
      <span>{t(state === 'cancelled' ? 'qr.cancelled' : 'qr.expired')}</span>
      <Button
        type="primary"
        size="small"
        icon={<ReloadOutlined />}
        onClick={onRefresh}
        data-testid="qr-refresh"
      >
        {t('qr.refresh')}
      </Button>
    </>
  ) : state === 'scanned' ? (
    <>
      <CheckCircleFilled className="tl-qr-ok" />
      <span>{t('qr.scanned')}</span>
    </>
  ) : null;

  return (
    <div className="tl-qr">
      <div className="tl-qr-frame" data-testid="qr-state" data-state={state}>
        {qr ? (
          <img src={qr.qrcode} alt={t('qr.alt')} width={200} height={200} data-testid="qr-image" />
        ) : null}
        {loading && <Spin className="tl-qr-spin" />}
        {overlay && <div className="tl-qr-overlay">{overlay}</div>}
      </div>
      {qr?.sandbox && !dead && (
        <a
          className="tl-sandbox-link"
          href={`${qr.url}?lang=${language}`}
          target="_blank"
          rel="noreferrer"
          data-testid="qr-sandbox-phone"
        >
          <MobileOutlined /> {t('qr.sandboxPhone')}
        </a>
      )}
    </div>
  );
}
