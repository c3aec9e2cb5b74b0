import { HomeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/session/session-store';
import { authApi } from '../../features/auth/api/auth-api';
import { authorizeGrantOf, authorizeTarget } from '../../features/auth/authorize';

/**
 * /authorize: exchanges a query key or union id for a read token, keeps it and opens the
 * requested page (features/auth/authorize.ts). Test ids: `authorize-state` (data-state).
 */
export default function AuthorizePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const grant = authorizeGrantOf(params);
  const target = authorizeTarget(params);
  const setReadToken = useSession((s) => s.setReadToken);
  const token = useQuery({
    queryKey: ['authorize', grant],
    queryFn: () =>
      authApi.readToken(
        grant.kind === 'key' ? grant : { unionId: grant.kind === 'union' ? grant.unionId : '' },
      ),
    enabled: grant.kind !== 'missing',
    retry: false,
    gcTime: 0,
  });

  useEffect(() => {
    if (!token.data) return;
    setReadToken(token.data.accessToken);
    void navigate(target, { replace: true });
  }, [token.data, setReadToken, navigate, target]);

  const home = (
    <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/')}>
      {t('authorize.home')}
    </Button>
  );
  const state = grant.kind === 'missing' ? 'missing' : token.isError ? 'invalid' : 'pending';
  // A union id is a sign-in from the messaging app: its failure is platform.md §8's "login
  // failed", not the query key's message.
  const invalid = grant.kind === 'union' ? 'loginFailed' : 'invalid';
  return (
    <div
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}
      data-testid="authorize-state"
      data-state={state}
    >
      {state === 'pending' ? (
        <Result icon={<Spin size="large" />} title={t('authorize.pending')} />
      ) : (
        <Result
          status={state === 'invalid' ? 'error' : 'info'}
          title={t(state === 'invalid' ? `authorize.${invalid}` : 'authorize.missingTitle')}
          subTitle={t(state === 'invalid' ? `authorize.${invalid}Text` : 'authorize.missingText')}
          extra={home}
        />
      )}
    </div>
  );
}
