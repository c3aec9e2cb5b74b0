import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedIn } from '../session/use-signed-in';
import { NAV_ENTRIES } from './nav-items';
import { MY_SHIPMENTS_PATH } from './site-map';

/**
 * The navigation on narrow screens: a panel from the right over a mask, groups folding open
 * like an inline menu. Escape, the mask, the close button and following a link close it.
 */
export function NavDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<string | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const signedIn = useSignedIn();

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [onClose]);

  // In <body>: the sticky header's backdrop filter would otherwise be the panel's frame.
  return createPortal(
    // .tl-app: the base text and link style, as inside the app.
    <div className="tl-app tl-drawer-root">
      <div className="tl-drawer-mask" onClick={onClose} aria-hidden="true" />
      <div className="tl-drawer" role="dialog" aria-modal="true" aria-labelledby="tl-drawer-title">
        <div className="tl-drawer-head">
          <button
            ref={closeButton}
            type="button"
            className="tl-drawer-close"
            aria-label={t('nav.closeMenu')}
            onClick={onClose}
          >
            <CloseOutlined />
          </button>
          <span id="tl-drawer-title">{t('nav.menu')}</span>
        </div>
        <nav className="tl-drawer-nav" aria-label={t('nav.menu')}>
          {signedIn && (
            <Link
              to={MY_SHIPMENTS_PATH}
              className="tl-drawer-entry"
              onClick={onClose}
              data-testid="drawer-my-shipments"
            >
              {t('nav.myShipments')}
            </Link>
          )}
          {NAV_ENTRIES.map((entry) => {
            if ('to' in entry)
              return (
                <Link key={entry.key} to={entry.to} className="tl-drawer-entry" onClick={onClose}>
                  {t(entry.label)}
                </Link>
              );
            const open = expanded === entry.key;
            return (
              <div key={entry.key}>
                <button
                  type="button"
                  className={`tl-drawer-entry${open ? ' is-open' : ''}`}
                  aria-expanded={open}
                  onClick={() => setExpanded(open ? null : entry.key)}
                >
                  {t(entry.label)}
                  <DownOutlined className="tl-drawer-arrow" />
                </button>
                {open && (
                  <ul className="tl-drawer-links">
                    {entry.links.map((link) => (
                      <li key={link.key}>
                        <Link to={link.to ?? '/'} onClick={onClose}>
                          {t(link.label)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </nav>
      </div>
    </div>,
    document.body,
  );
}
