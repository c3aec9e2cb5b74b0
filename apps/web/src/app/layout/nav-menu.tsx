import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { API_DOCS, CASES, PRICING_LINK, PRODUCTS, type SiteLink, TOOLS } from './site-map';

type Items = NonNullable<MenuProps['items']>;

function useNavItems(): Items {
  const { t } = useTranslation();
  const leaf = (group: string, link: SiteLink) => ({
    key: link.to ?? `${group}:${link.key}`,
    disabled: link.to === null,
    label: link.to ? (
      <Link to={link.to}>{t(link.label)}</Link>
    ) : (
      <span>
        {t(link.label)} <span className="tl-soon">{t('nav.comingSoon')}</span>
      </span>
    ),
  });
  return [
    { key: 'products', label: t('nav.products'), children: PRODUCTS.map((l) => leaf('products', l)) },
    { key: 'tools', label: t('nav.tools'), children: TOOLS.map((l) => leaf('tools', l)) },
    { key: 'integration', label: t('nav.integration'), children: API_DOCS.map((l) => leaf('api', l)) },
    { key: PRICING_LINK, label: <Link to={PRICING_LINK}>{t('nav.pricing')}</Link> },
    { key: 'cases', label: t('nav.cases'), children: CASES.map((l) => leaf('cases', l)) },
  ];
}

/** The header navigation: a horizontal bar on wide screens, an inline menu inside the drawer. */
export function NavMenu({ mode, onNavigate }: { mode: 'horizontal' | 'inline'; onNavigate?: () => void }) {
  const items = useNavItems();
  const { pathname } = useLocation();
  return (
    <Menu
      className={`tl-nav tl-nav-${mode}`}
      mode={mode}
      items={items}
      selectedKeys={[pathname]}
      onClick={onNavigate}
      disabledOverflow={mode === 'horizontal'}
    />
  );
}
