import {
  BellOutlined,
  DownloadOutlined,
  FileExcelOutlined,
  SafetyOutlined,
  ShareAltOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../app/session/session-store';
import { useAccessTokenValid } from '../../../app/session/use-access-token-valid';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import {
  EXPORT_TEMPLATES_PATH,
  EXPORTS_PATH,
  NOTIFICATION_SETTINGS_PATH,
  SHARE_LINKS_PATH,
} from '../../../shared/paths';
import '../../../shared/ui/settings-layout.css';
import { VisitorNotice } from '../../../shared/ui/visitor-notice';

/**
 * The user centre frame: section menu (a sidebar on desktop, a strip on phones) and the page.
 * Guests see the visitor message; expired sessions are sent to sign in (the guard remembered this page).
 */
export function SettingsShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const valid = useAccessTokenValid();
  const loginType = useSession((s) => s.loginType);
  const normal = loginType === 'normal';
  // On a phone the menu is a strip of six (settings-layout.css): no room for the usual indent.
  const strip = useMediaQuery('(max-width: 760px)', false);
  if (valid && loginType === 'guest') return <VisitorNotice />;
  if (!valid || !normal) return <Navigate to="/login" replace />;

  return (
    <div className="tl-settings">
      <nav className="tl-settings-nav" aria-label={t('nav.label')}>
        <Menu
          mode="inline"
          inlineIndent={strip ? 6 : 24}
          selectedKeys={[pathname]}
          onClick={({ key }) => void navigate(key)}
          items={[
            {
              key: '/user/settings/info',
              icon: <UserOutlined />,
              label: <span data-testid="settings-nav-info">{t('nav.info')}</span>,
            },
            {
              key: '/user/settings/auth',
              icon: <SafetyOutlined />,
              label: <span data-testid="settings-nav-auth">{t('nav.auth')}</span>,
            },
            {
              key: NOTIFICATION_SETTINGS_PATH,
              icon: <BellOutlined />,
              label: <span data-testid="settings-nav-notifications">{t('nav.notifications')}</span>,
            },
            {
              key: SHARE_LINKS_PATH,
              icon: <ShareAltOutlined />,
              label: <span data-testid="settings-nav-shares">{t('nav.shares')}</span>,
            },
            {
              key: EXPORT_TEMPLATES_PATH,
              icon: <FileExcelOutlined />,
              label: <span data-testid="settings-nav-export">{t('nav.export')}</span>,
            },
            {
              key: EXPORTS_PATH,
              icon: <DownloadOutlined />,
              label: <span data-testid="settings-nav-exports">{t('nav.exports')}</span>,
            },
          ]}
        />
      </nav>
      <div className="tl-settings-body">
        <h1 className="tl-settings-title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
