import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PRICING_ANCHOR } from '../../app/layout/site-map';

// Editions of platform.md §1. Prices come with the orders issue; here only what each plan adds.
const PLANS = ['free', 'personal', 'professional', 'enterprise'] as const;
const FEATURES = ['f1', 'f2', 'f3'] as const;

/** Target of the header's "Pricing" anchor (`/#pricing`). */
export function PricingSection() {
  const { t } = useTranslation('home');
  return (
    <section className="tl-section tl-section-soft" id={PRICING_ANCHOR}>
      <div className="tl-section-body">
        <header className="tl-section-head">
          <h2>{t('pricing.title')}</h2>
          <p>{t('pricing.subtitle')}</p>
        </header>
        <div className="tl-grid tl-grid-4">
          {PLANS.map((plan) => (
            <div
              key={plan}
              className={`tl-card tl-plan${plan === 'professional' ? ' tl-plan-featured' : ''}`}
            >
              <h3>{t(`pricing.${plan}.name`)}</h3>
              <ul>
                {FEATURES.map((f) => (
                  <li key={f}>
                    <CheckOutlined /> {t(`pricing.${plan}.features.${f}`)}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="tl-note">{t('pricing.note')}</p>
      </div>
    </section>
  );
}
