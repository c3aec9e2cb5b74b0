import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PopupMenu, type PopupMenuItem } from '../../shared/ui/popup-menu';
import { groupHoldsPath, NAV_ENTRIES } from './nav-items';
import type { SiteLink } from './site-map';

/** A site link as a menu item; links without a page yet are shown disabled, marked "soon". */
export function useLinkItem() {
  const { t } = useTranslation();
  return (link: SiteLink): PopupMenuItem => ({
    key: link.key,
    to: link.to ?? undefined,
    disabled: link.to === null,
    label: link.to ? (
      t(link.label)
    ) : (
      <span>
        {t(link.label)} <span className="tl-soon">{t('nav.comingSoon')}</span>
      </span>
    ),
  });
}

/** The header navigation on wide screens: groups open on hover, click or the keyboard. */
export function NavMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const linkItem = useLinkItem();
  return (
    <nav className="tl-nav" aria-label={t('nav.menu')}>
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
