import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiKeysCard } from '../../features/account/components/api-keys-card';
import { BoundAccountsCard } from '../../features/account/components/bound-accounts-card';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { SettingsShell } from '../../features/account/components/settings-shell';
import { useCurrentUser } from '../../features/account/hooks/use-current-user';

/** /user/settings/auth: password, API keys and bound messaging-app accounts. */
export default function UserAuthPage() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  return (
    <SettingsShell title={t('auth.title')}>
      <Card title={t('password.title')} className="tl-settings-section">
        {user.data ? <ChangePasswordForm username={user.data.username} /> : <Skeleton active />}
      </Card>
      <Card title={t('keys.title')} className="tl-settings-section">
        <ApiKeysCard />
      </Card>
      <Card title={t('bound.title')} className="tl-settings-section" data-testid="bound-accounts">
        <BoundAccountsCard />
      </Card>
    </SettingsShell>
  );
}
