import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type AuthView, authViewOf, type LoginTab, loginTabOf, withView } from '../auth-view';
import { CodeLoginForm } from './code-login-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { PasswordLoginForm } from './password-login-form';
import { QrLogin } from './qr-login';
import { RegisterForm } from './register-form';
import './auth.css';

/**
 * Sign-in (tabs: QR of the messaging app, code, password, enterprise), registration and forgot
 * password, shared by /login and /login2. The QR tab mounts (and polls) only while it is open.
 * Test ids: `login-tab-<tab>`, `link-register`, `link-forgot`, `link-signin`.
 */
export function AuthPanel() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const view = authViewOf(params);
  const go = (next: AuthView, tab?: LoginTab) => setParams(withView(params, next, tab));

  const link = (to: AuthView, label: string, testId: string) => (
    <button type="button" className="tl-auth-link" onClick={() => go(to)} data-testid={testId}>
      {label}
    </button>
  );

  if (view === 'register' || view === 'forgot') {
    return (
      <div className="tl-auth-panel">
        <h1 className="tl-auth-title">{t(view === 'register' ? 'register.title' : 'forgot.title')}</h1>
        <p className="tl-auth-subtitle">{t(view === 'register' ? 'register.subtitle' : 'forgot.subtitle')}</p>
        {view === 'register' ? <RegisterForm /> : <ForgotPasswordForm onDone={() => go('signin')} />}
        <div className="tl-auth-footer">
          <span>{t('register.haveAccount')}</span>
          {link('signin', t('actions.backToSignIn'), 'link-signin')}
        </div>
      </div>
    );
  }

  const tab = loginTabOf(params);
  const label = (key: LoginTab) => <span data-testid={`login-tab-${key}`}>{t(`tabs.${key}`)}</span>;
  return (
    <div className="tl-auth-panel">
      <h1 className="tl-auth-title">{t('signin.title')}</h1>
      <p className="tl-auth-subtitle">{t('signin.subtitle')}</p>
      <Tabs
        activeKey={tab}
        tabBarGutter={20}
        onChange={(key) => go('signin', key as LoginTab)}
        items={[
          {
            key: 'qr',
            label: label('qr'),
            children:
              tab === 'qr' ? (
                <QrLogin onOtherMethod={() => go('signin', 'password')} onRegister={() => go('register')} />
              ) : null,
          },
          { key: 'code', label: label('code'), children: <CodeLoginForm /> },
          { key: 'password', label: label('password'), children: <PasswordLoginForm /> },
          { key: 'enterprise', label: label('enterprise'), children: <PasswordLoginForm enterprise /> },
        ]}
      />
      <div className="tl-auth-footer">
        {link('forgot', t('actions.forgot'), 'link-forgot')}
        <span className="tl-auth-sep">
          {t('signin.noAccount')} {link('register', t('actions.register'), 'link-register')}
        </span>
      </div>
    </div>
  );
}
