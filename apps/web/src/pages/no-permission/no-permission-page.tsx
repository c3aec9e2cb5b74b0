import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../app/session/session-store';

/**
 * /no-permission: where a page sends a user who lacks its permission; linkable. Shows the
 * server's 40300 message when the page passed one (router state), else a general one (or, for
 * a member waiting for approval, that).
 * Test ids: `nopermission-message`, `nopermission-home`, `nopermission-back`.
 */
export default function NoPermissionPage() {
  const { t } = useTranslation('enterprise');
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { message?: unknown } | null;
  // A member waiting for approval may read the organisation but nothing in it: say why.
  const pending = useSession((s) => s.userInfo?.status === 'pending');
  const fallback = t(pending ? 'noPermission.pending' : 'noPermission.message');
  const message = typeof state?.message === 'string' && state.message ? state.message : fallback;

  return (
    <Result
      status="403"
      title={t('noPermission.title')}
      subTitle={<span data-testid="nopermission-message">{message}</span>}
      style={{ padding: '48px 16px' }}
      extra={[
        <Button
          key="home"
          type="primary"
          icon={<HomeOutlined />}
          onClick={() => navigate('/')}
          data-testid="nopermission-home"
        >
          {t('noPermission.home')}
        </Button>,
        <Button
          key="back"
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate(-1)}
          data-testid="nopermission-back"
        >
          {t('noPermission.back')}
        </Button>,
      ]}
    />
  );
}
