import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageVersion } from '../version/version-string';
import { Logo } from './logo';
import {
  API_REFERENCE_URL,
  OPENAPI_JSON_URL,
  PRICING_LINK,
  PRODUCTS,
  type SiteLink,
  TOOLS,
  withPages,
} from './site-map';

function FooterLink({ link }: { link: SiteLink }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to={link.to ?? '/'}>{t(link.label)}</Link>
    </li>
  );
}

// Only pages that exist: the rest appear when their issues land.
const FOOTER_PRODUCTS = withPages(PRODUCTS);
const FOOTER_TOOLS = withPages(TOOLS);

/** The footer menu: products, tools and developer links, plus the running build's version. */
export function AppFooter() {
  const { t } = useTranslation();
  const version = pageVersion();
  return (
    <footer className="tl-footer">
      <div className="tl-footer-inner">
        <div className="tl-footer-brand">
          <Logo />
          <p>{t('footer.about')}</p>
        </div>
        <nav className="tl-footer-menu" aria-label={t('nav.menu')}>
          <div>
            <h4>{t('footer.products')}</h4>
            <ul>
              {FOOTER_PRODUCTS.map((l) => (
                <FooterLink key={l.key} link={l} />
              ))}
              <li>
                <Link to={PRICING_LINK}>{t('nav.pricing')}</Link>
              </li>
            </ul>
          </div>
          {FOOTER_TOOLS.length > 0 && (
            <div>
              <h4>{t('footer.tools')}</h4>
              <ul>
                {FOOTER_TOOLS.map((l) => (
                  <FooterLink key={l.key} link={l} />
                ))}
              </ul>
            </div>
          )}
          <div>
            <h4>{t('footer.developers')}</h4>
            <ul>
              <li>
                <Link to="/api">{t('nav.integration')}</Link>
              </li>
              <li>
                <a href={API_REFERENCE_URL}>{t('footer.apiReference')}</a>
              </li>
              <li>
                <a href={OPENAPI_JSON_URL}>{t('footer.openapi')}</a>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <div className="tl-footer-bottom">
        <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
        {version && <span className="tl-footer-version">{t('footer.version', { version })}</span>}
      </div>
    </footer>
  );
}
