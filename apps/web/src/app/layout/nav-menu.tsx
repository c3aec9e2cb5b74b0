import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PopupMenu, type PopupMenuItem } from '../../shared/ui/popup-menu';
import { useSignedIn } from '../session/use-signed-in';
import { groupHoldsPath, NAV_ENTRIES } from './nav-items';
import { MY_SHIPMENTS_PATH, type SiteLink } from './site-map';

/** A site link (of a built page: NAV_ENTRIES keeps no other) as a menu item. */
export function useLinkItem() {
  const { t } = useTranslation();
  return (link: SiteLink): PopupMenuItem => ({
    key: link.key,
    to: link.to ?? undefined,
    label: t(link.label),
  });
}

/**
 * The header navigation on wide screens: groups open on hover, click or the keyboard. A signed-in
 * user's own list comes first (test id `nav-my-shipments`).
 */
export function NavMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const linkItem = useLinkItem();
  const signedIn = useSignedIn();
  return (
    <nav className="tl-nav" aria-label={t('nav.menu')}>
      {signedIn && (
        <Link
          to={MY_SHIPMENTS_PATH}
          className={`tl-nav-entry${pathname === MY_SHIPMENTS_PATH ? ' is-current' : ''}`}
          data-testid="nav-my-shipments"
        >
          {t('nav.myShipments')}
        </Link>
      )}
      {NAV_ENTRIES.map((entry) =>
        'to' in entry ? (
          <Link key={entry.key} to={entry.to} className="tl-nav-entry">
            {t(entry.label)}
          </Link>
        ) : (
          <PopupMenu
            key={entry.key}
            hover
            items={entry.links.map(linkItem)}
            triggerClassName={`tl-nav-entry${groupHoldsPath(entry.links, pathname) ? ' is-current' : ''}`}
          >
            {t(entry.label)}
          </PopupMenu>
        ),
      )}
    </nav>
  );
}
