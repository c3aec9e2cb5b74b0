import { useTranslation } from 'react-i18next';
import { SettingsShell } from '../../features/account/components/settings-shell';
import { ShareLinksList } from '../../features/sharing';

/** /user/settings/shares: "My share links" (issue 22), with status, views and revoke. */
export default function UserSharesPage() {
  const { t } = useTranslation('sharing');
  return (
    <SettingsShell title={t('links.title')}>
      <ShareLinksList />
    </SettingsShell>
  );
}
