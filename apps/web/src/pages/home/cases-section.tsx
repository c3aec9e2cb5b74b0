import { useTranslation } from 'react-i18next';
import { CASES } from '../../app/layout/site-map';

/** Four case studies, announced but not published yet: shown disabled. */
export function CasesSection() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <section className="tl-section" id="cases">
      <header className="tl-section-head">
        <h2>{t('cases.title')}</h2>
      </header>
      <div className="tl-grid tl-grid-4">
        {CASES.map((c) => (
          <div key={c.key} className="tl-card tl-case" aria-disabled="true">
            <h3>{t(c.label, { ns: 'common' })}</h3>
            <span className="tl-soon">{t('cases.soon')}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
