import { useTranslation } from 'react-i18next';
import { SettingsShell } from '../../features/account/components/settings-shell';
import { ExportJobs } from '../../features/exports/components/export-jobs';

/** /user/settings/exports: the member's export jobs of the last 7 days and their files (issue 22). */
export default function ExportsPage() {
  const { t } = useTranslation('exports');
  return (
    <SettingsShell title={t('jobs.title')}>
      <ExportJobs />
    </SettingsShell>
  );
}
