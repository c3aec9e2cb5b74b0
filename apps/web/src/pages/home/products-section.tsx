import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_ICONS } from '../../app/layout/site-icons';
import { PRODUCTS, withPages } from '../../app/layout/site-map';

// Products whose pages exist; the others join the grid when they land.
const BUILT_PRODUCTS = withPages(PRODUCTS);

export function ProductsSection() {
  const { t } = useTranslation('home');
  return (
    <section className="tl-section" id="products">
      <header className="tl-section-head">
        <h2>{t('products.title')}</h2>
        <p>{t('products.subtitle')}</p>
      </header>
      <div className={`tl-grid ${BUILT_PRODUCTS.length >= 4 ? 'tl-grid-4' : 'tl-grid-3'}`}>
        {BUILT_PRODUCTS.map((p) => (
          <Link key={p.key} to={p.to ?? '/'} className="tl-card tl-card-link">
            <span className="tl-card-icon">{PRODUCT_ICONS[p.key]}</span>
            <h3>{t(`products.${p.key}.title`)}</h3>
            <p>{t(`products.${p.key}.text`)}</p>
            <span className="tl-card-more">{t('products.open')} →</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
