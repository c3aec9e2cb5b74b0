import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LangSwitch } from '../../app/layout/lang-switch';
import { Logo } from '../../app/layout/logo';
import { AuthPanel } from '../../features/auth/components/auth-panel';
import { HarbourArt } from './harbour-art';
import './login2.css';

/** /login2: the same sign-in beside a brand panel (CSS/SVG art; no external images). */
export default function Login2Page() {
  const { t } = useTranslation('auth');
  return (
    <div className="tl-login2">
      <aside className="tl-login2-art">
        <Link to="/" className="tl-login2-brand" aria-label={t('common:nav.home')}>
          <Logo />
        </Link>
        <div className="tl-login2-copy">
          <h2>{t('brand.headline')}</h2>
          <p>{t('brand.text')}</p>
        </div>
        <HarbourArt />
      </aside>
      <section className="tl-login2-side">
        <div className="tl-login2-top">
          <LangSwitch />
        </div>
        <div className="tl-login2-form">
          <AuthPanel />
        </div>
      </section>
    </div>
  );
}
