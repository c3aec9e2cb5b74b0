import { useQueryClient } from '@tanstack/react-query';
import { Alert, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCodeBox, useQrScene } from '../../auth';
import { accountApi } from '../api/account-api';
import { IDENTITIES_KEY } from '../hooks/use-identities';

/** Binding by QR: mounted only while open, so each opening asks for a fresh code. */
function BindQr({ onBound }: { onBound: () => void }) {
  const { t } = useTranslation('account');
  const scene = useQrScene('bind', accountApi.bindQrcode);
  const client = useQueryClient();
  useEffect(() => {
    if (scene.state !== 'bound') return;
    void client.invalidateQueries({ queryKey: [IDENTITIES_KEY] });
    onBound();
  }, [scene.state, client, onBound]);

  return (
    <div className="tl-bind-qr">
      {scene.state === 'taken' ? (
        <Alert type="error" showIcon title={t('bound.taken')} data-testid="bind-taken" />
      ) : (
        <QrCodeBox
          qr={scene.qr.data}
          loading={scene.qr.isFetching}
          state={scene.state}
          onRefresh={scene.refresh}
        />
      )}
      <p className="tl-avatar-hint">{t('bound.modalHint')}</p>
    </div>
  );
}

export function BindAccountModal({ open, onClose }: { open: boolean; onClose: (bound: boolean) => void }) {
  const { t } = useTranslation('account');
  return (
    <Modal
      open={open}
      title={t('bound.modalTitle')}
      footer={null}
      onCancel={() => onClose(false)}
      destroyOnHidden
      width={340}
    >
      {open && <BindQr onBound={() => onClose(true)} />}
    </Modal>
  );
}
