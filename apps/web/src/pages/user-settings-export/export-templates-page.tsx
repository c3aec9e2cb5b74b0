import { useTranslation } from 'react-i18next';
import { SettingsShell } from '../../features/account/components/settings-shell';
import { TemplateSettings } from '../../features/exports/components/template-settings';

/** /user/settings/export: export settings and template configuration (platform.md §2; issue 22). */
export default function ExportTemplatesPage() {
  const { t } = useTranslation('exports');
  return (
    <SettingsShell title={t('templates.title')}>
      <TemplateSettings />
    </SettingsShell>
  );
}
