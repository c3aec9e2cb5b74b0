import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@tracklane/domain';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLocale } from '../locale/set-locale';
import { useSession } from '../session/session-store';

/** Header language switch. Test ids: `lang-switch` (button), `lang-option-<zh|en|jp>` (items). */
export function LangSwitch() {
  const { t } = useTranslation();
  const language = useSession((s) => s.language);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((lang: Language) => ({
          key: lang,
          label: <span data-testid={`lang-option-${lang}`}>{t(`language.${lang}`)}</span>,
        })),
        onClick: ({ key }) => setLocale(key),
      }}
    >
      <Button type="text" className="tl-lang" data-testid="lang-switch" aria-label={t('language.label')}>
        <GlobalOutlined />
        <span>{t(`language.${language}`)}</span>
      </Button>
    </Dropdown>
  );
}
