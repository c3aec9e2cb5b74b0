import { GlobalOutlined } from '@ant-design/icons';
import { isLanguage, LANGUAGES } from '@tracklane/domain';
import { useTranslation } from 'react-i18next';
import { PopupMenu } from '../../shared/ui/popup-menu';
import { setLocale } from '../locale/set-locale';
import { useSession } from '../session/session-store';

/** Header language switch. Test ids: `lang-switch` (button), `lang-option-<zh|en|jp>` (items). */
export function LangSwitch() {
  const { t } = useTranslation();
  const language = useSession((s) => s.language);
  return (
    <PopupMenu
      align="end"
      selectedKeys={[language]}
      items={LANGUAGES.map((lang) => ({
        key: lang,
        label: <span data-testid={`lang-option-${lang}`}>{t(`language.${lang}`)}</span>,
      }))}
      onSelect={(key) => {
        if (isLanguage(key)) setLocale(key);
      }}
      triggerClassName="tl-header-button tl-lang"
      triggerProps={{ 'data-testid': 'lang-switch', 'aria-label': t('language.label') }}
    >
      <GlobalOutlined />
      <span>{t(`language.${language}`)}</span>
    </PopupMenu>
  );
}
