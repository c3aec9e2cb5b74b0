import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserMenu } from '../../features/auth/components/user-menu';
import { LangSwitch } from './lang-switch';
import { Logo } from './logo';
import { NavMenu } from './nav-menu';

/** Sticky header; below the `lg` breakpoint the navigation moves into a drawer. */
export function AppHeader() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const wide = screens.lg === true;
  const [open, setOpen] = useState(false);

  return (
    <header className="tl-header">
      <div className="tl-header-inner">
        <Link to="/" className="tl-brand" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        {wide && <NavMenu mode="horizontal" />}
        <div className="tl-header-actions">
          <LangSwitch />
          <UserMenu compact={!wide} />
          {!wide && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('nav.openMenu')}
              data-testid="nav-menu-button"
              onClick={() => setOpen(true)}
            />
          )}
        </div>
      </div>
      {!wide && (
        <Drawer
          title={t('nav.menu')}
          placement="right"
          size={300}
          open={open}
          onClose={() => setOpen(false)}
          styles={{ body: { padding: 0 } }}
        >
          <NavMenu mode="inline" onNavigate={() => setOpen(false)} />
        </Drawer>
      )}
    </header>
  );
}
