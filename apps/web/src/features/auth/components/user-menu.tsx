import {
  BankOutlined,
  BellOutlined,
  ContainerOutlined,
  DownloadOutlined,
  LogoutOutlined,
  SafetyOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../app/session/session-store';
import { useAccessTokenValid } from '../../../app/session/use-access-token-valid';
import { EXPORTS_PATH, MY_SHIPMENTS_PATH, NOTICES_PATH } from '../../../shared/paths';
import { PopupMenu } from '../../../shared/ui/popup-menu';
import { useCurrentUser } from '../../account';
import { ENTERPRISE_ROOT, hasEnterpriseEntry } from '../../enterprise';
import { useSignOut } from '../hooks/use-sign-out';

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * Header account area: a "Sign in" button, or for a normal login the user menu (settings, sign
 * out). Guests count as signed out here. Test ids: `header-sign-in`, `user-menu`,
 * `user-menu-shipments`, `user-menu-notices`, `user-menu-exports`, `user-menu-info`, `user-menu-auth`, `user-menu-enterprise`, `user-menu-logout`.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const valid = useAccessTokenValid();
  const normal = useSession((s) => s.loginType === 'normal');
  const info = useSession((s) => s.userInfo);
  const enterprise = useSession((s) => hasEnterpriseEntry(s.systemFunctions));
  const signOut = useSignOut();
  useCurrentUser();

  if (!valid || !normal) {
    return (
      <Link to="/login">
        <Button type="primary" size={compact ? 'small' : 'middle'} data-testid="header-sign-in">
          {t('actions.signIn')}
        </Button>
      </Link>
    );
  }

  const name = text(info?.username) ?? '';
  const avatar = text(info?.headimgurl);
  return (
    <PopupMenu
      align="end"
      items={[
        {
          key: MY_SHIPMENTS_PATH,
          icon: <ContainerOutlined />,
          label: <span data-testid="user-menu-shipments">{t('menu.shipments')}</span>,
        },
        {
          key: NOTICES_PATH,
          icon: <BellOutlined />,
          label: <span data-testid="user-menu-notices">{t('menu.notices')}</span>,
        },
        {
          key: EXPORTS_PATH,
          icon: <DownloadOutlined />,
          label: <span data-testid="user-menu-exports">{t('menu.exports')}</span>,
        },
        {
          key: '/user/settings/info',
          divided: true,
          icon: <SettingOutlined />,
          label: <span data-testid="user-menu-info">{t('menu.info')}</span>,
        },
        {
          key: '/user/settings/auth',
          icon: <SafetyOutlined />,
          label: <span data-testid="user-menu-auth">{t('menu.auth')}</span>,
        },
        ...(enterprise
          ? [
              {
                key: ENTERPRISE_ROOT,
                icon: <BankOutlined />,
                label: <span data-testid="user-menu-enterprise">{t('menu.enterprise')}</span>,
              },
            ]
          : []),
        {
          key: 'logout',
          icon: <LogoutOutlined />,
          danger: true,
          divided: true,
          label: <span data-testid="user-menu-logout">{t('actions.signOut')}</span>,
        },
      ]}
      onSelect={(key) => (key === 'logout' ? signOut.mutate() : void navigate(key))}
      triggerClassName="tl-header-button tl-user-button"
      triggerProps={{ 'data-testid': 'user-menu', 'aria-label': t('menu.label') }}
    >
      <span className="tl-avatar" aria-hidden="true">
        {avatar ? <img src={avatar} alt="" /> : <UserOutlined />}
      </span>
      {!compact && <span className="tl-user-name">{name}</span>}
    </PopupMenu>
  );
}
