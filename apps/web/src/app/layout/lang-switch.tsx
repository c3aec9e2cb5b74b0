import { GlobalOutlined } from '@ant-design/icons';
import { isLanguage, LANGUAGES } from '@tracklane/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PopupMenu } from '../../shared/ui/popup-menu';
import { setLocale } from '../locale/set-locale';
import { useSession } from '../session/session-store';

/**
 * Header language switch. Test ids: `lang-switch` (button), `lang-option-<zh|en|jp>` (items).
 * A `?lang=` in the address wins over the stored choice on load (platform.md §4), so the switch
 * rewrites it too: otherwise a reload would bring the old language back.
 */
export function LangSwitch() {
  const { t } = useTranslation();
  const language = useSession((s) => s.language);
  const [, setParams] = useSearchParams();
  return (
    <PopupMenu
      align="end"
      selectedKeys={[language]}
      items={LANGUAGES.map((lang) => ({
        key: lang,
        label: <span data-testid={`lang-option-${lang}`}>{t(`language.${lang}`)}</span>,
      }))}
      onSelect={(key) => {
        if (!isLanguage(key)) return;
        setLocale(key);
        setParams(
          (params) => {
            if (params.has('lang')) params.set('lang', key);
            return params;
          },
          { replace: true },
        );
      }}
      triggerClassName="tl-header-button tl-lang"
      triggerProps={{ 'data-testid': 'lang-switch', 'aria-label': t('language.label') }}
    >
      <GlobalOutlined />
      <span>{t(`language.${language}`)}</span>
    </PopupMenu>
  );
}
