import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LangSwitch } from '../../app/layout/lang-switch';
import { Logo } from '../../app/layout/logo';
import { AuthPanel } from '../../features/auth/components/auth-panel';

/** /login: the login layout — brand bar and one card with sign-in, registration or reset. */
export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className="tl-login">
      <header className="tl-login-top">
        <Link to="/" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <LangSwitch />
      </header>
      <main className="tl-login-main">
        <div className="tl-login-card">
          <AuthPanel />
        </div>
      </main>
    </div>
  );
}
