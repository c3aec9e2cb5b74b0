import { Button, Card, Descriptions, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/session-store';
import { useAccessTokenValid } from '../../../app/session/use-access-token-valid';
import { FormError } from '../../../shared/ui/form-error';
import { useCurrentUser } from '../../account';
import { useAcceptInvitation, usePublicInvitation } from '../hooks/use-join-invitation';
import { joinPath, joinState } from '../join-state';
import './enterprise.css';
import { ZonedTimeText } from '../../../shared/time/zoned-time';

/**
 * /join?token=…: who invites, as what, until when; sign in or register (both come back here,
 * registration carries the token) or accept. Test ids: `join-org`, `join-kind`, `join-expires`,
 * `join-signin`, `join-register`, `join-accept`, `join-error`, `join-waiting`, `join-joined`,
 * `join-expired`, `join-invalid`, `join-home`.
 */
export function JoinCard() {
  const { t } = useTranslation('enterprise');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const valid = useAccessTokenValid();
  const signedIn = useSession((s) => s.loginType === 'normal') && valid;
  const invitation = usePublicInvitation(token);
  const user = useCurrentUser();
  const accept = useAcceptInvitation();
  const [accepted, setAccepted] = useState(false);
  const state = joinState({
    token,
    invitation: invitation.data,
    invitationError: invitation.isError,
    signedIn,
    user: user.isError ? null : user.data,
    accepted,
  });

  const home = (
    <Button type="primary" onClick={() => navigate('/')} data-testid="join-home">
      {t('join.home')}
    </Button>
  );
  const goSignIn = (to: string) => {
    if (token) useSession.getState().setRedirectAfterLogin(joinPath(token));
    void navigate(to);
  };

  if (state === 'loading') return <Skeleton active />;
  if (state === 'missing' || state === 'invalid') {
    return (
      <Result
        status="warning"
        title={<span data-testid="join-invalid">{t('join.invalid')}</span>}
        extra={home}
      />
    );
  }
  const inv = invitation.data;
  if (!inv || !token) return null;
  if (state === 'waiting' || state === 'joined') {
    return (
      <Result
        status={state === 'waiting' ? 'info' : 'success'}
        title={<span data-testid={`join-${state}`}>{t(`join.${state}Title`)}</span>}
        subTitle={
          <>
            <p>{t(`join.${state}`, { organization: inv.organizationName })}</p>
            {state === 'waiting' && t('join.waitingHint')}
          </>
        }
        extra={home}
      />
    );
  }

  return (
    <Card title={t('join.title')}>
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('join.organization')}>
          <strong data-testid="join-org">{inv.organizationName}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('invitations.kind')}>
          <span data-testid="join-kind">{t(`invitations.kinds.${inv.kind}`)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('invitations.expires')}>
          <ZonedTimeText at={inv.expiresAt} testId="join-expires" />
        </Descriptions.Item>
      </Descriptions>
      <p>{t(`join.explain.${inv.kind}`, { organization: inv.organizationName })}</p>
      {state === 'expired' && (
        <Result
          status="error"
          title={<span data-testid="join-expired">{t('join.expired')}</span>}
          extra={home}
        />
      )}
      {state === 'signed-out' && (
        <div className="tl-join-actions">
          <Button type="primary" onClick={() => goSignIn('/login')} data-testid="join-signin">
            {t('join.signIn')}
          </Button>
          <Button
            onClick={() => goSignIn(`/login?view=register&inviteToken=${encodeURIComponent(token)}`)}
            data-testid="join-register"
          >
            {t('join.register')}
          </Button>
        </div>
      )}
      {state === 'ready' && (
        <>
          <FormError error={accept.error} testId="join-error" />
          <Button
            type="primary"
            loading={accept.isPending}
            onClick={() => accept.mutate(token, { onSuccess: () => setAccepted(true) })}
            data-testid="join-accept"
          >
            {t('join.accept')}
          </Button>
        </>
      )}
    </Card>
  );
}
