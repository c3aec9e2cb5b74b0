import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { AvatarUpload } from '../../features/account/components/avatar-upload';
import { NotificationSettingsCard } from '../../features/account/components/notification-settings-card';
import { ProfileForm } from '../../features/account/components/profile-form';
import { SettingsShell } from '../../features/account/components/settings-shell';
import { TimeDisplayCard } from '../../features/account/components/time-display-card';
import { useCurrentUser } from '../../features/account/hooks/use-current-user';

/** /user/settings/info: avatar, personal info, how times are shown and a pointer to the notification settings. */
export default function UserInfoPage() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  return (
    <SettingsShell title={t('info.title')}>
      {user.isError && <Alert type="error" showIcon title={user.error.message} />}
      {user.isLoading && <Skeleton active />}
      {user.data && (
        <>
          <AvatarUpload src={user.data.headimgurl} />
          <ProfileForm user={user.data} />
          <TimeDisplayCard user={user.data} />
        </>
      )}
      <NotificationSettingsCard />
    </SettingsShell>
  );
}
