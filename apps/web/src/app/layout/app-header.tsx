import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserMenu } from '../../features/auth/components/user-menu';
import { NoticeBell } from '../../features/notifications';
import { LangSwitch } from './lang-switch';
import { Logo } from './logo';
import { NavDrawer } from './nav-drawer';
import { NavMenu } from './nav-menu';
import { useWide } from './use-wide';

/** Sticky header; below 992 px the navigation moves into a drawer. */
export function AppHeader() {
  const { t } = useTranslation();
  const wide = useWide();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  return (
    <header className="tl-header">
      <div className="tl-header-inner">
        <Link to="/" className="tl-brand" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        {wide && <NavMenu />}
        <div className="tl-header-actions">
          <LangSwitch />
          <NoticeBell />
          <UserMenu compact={!wide} />
          {!wide && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('nav.openMenu')}
              aria-expanded={open}
              data-testid="nav-menu-button"
              onClick={() => setOpen(true)}
            />
          )}
        </div>
      </div>
      {!wide && open && <NavDrawer onClose={close} />}
    </header>
  );
}
