import { Alert, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/ui/form-error';
import { authApi } from '../api/auth-api';
import { useQrScene } from '../hooks/use-qr-scene';
import { useSignIn } from '../hooks/use-sign-in';
import { QrCodeBox } from './qr-code-box';

/**
 * The QR tab: scan with the messaging app, confirm on the phone, and the page signs in. A
 * messaging account bound to no user is told so and offered the other sign-ins or registration;
 * it can be bound afterwards under account security (bound accounts).
 */
export function QrLogin({
  onOtherMethod,
  onRegister,
}: {
  onOtherMethod: () => void;
  onRegister: () => void;
}) {
  const { t } = useTranslation('auth');
  const scene = useQrScene('login', authApi.qrcode);
  const signIn = useSignIn();
  const sceneId = scene.qr.data?.sceneId;

  useEffect(() => {
    if (scene.state === 'confirmed' && sceneId && signIn.isIdle)
      signIn.mutate(() => authApi.qrToken(sceneId));
  }, [scene.state, sceneId, signIn]);

  if (scene.state === 'unbound')
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="qr-unbound"
        title={t('qr.unboundTitle', { nickname: scene.nickname ?? '' })}
        description={
          <>
            <p>{t('qr.unboundText')}</p>
            <div className="tl-qr-actions">
              <Button type="primary" onClick={onOtherMethod}>
                {t('qr.otherMethod')}
              </Button>
              <Button onClick={onRegister}>{t('actions.register')}</Button>
              <Button type="link" onClick={scene.refresh}>
                {t('qr.refresh')}
              </Button>
            </div>
          </>
        }
      />
    );

  return (
    <div className="tl-qr-login">
      <QrCodeBox
        qr={scene.qr.data}
        loading={scene.qr.isFetching}
        state={scene.state}
        onRefresh={scene.refresh}
      />
      <p className="tl-qr-hint">{t('qr.hint')}</p>
      <FormError error={signIn.error} />
    </div>
  );
}
