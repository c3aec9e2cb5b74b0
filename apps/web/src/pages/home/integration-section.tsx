import { ApiOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { API_ICONS } from '../../app/layout/site-icons';
import { API_DOCS } from '../../app/layout/site-map';

/** The six API docs, each opening its section of /api. */
export function IntegrationSection() {
  const { t } = useTranslation(['home', 'common']);
  const navigate = useNavigate();
  return (
    <section className="tl-section" id="integration">
      <header className="tl-section-head">
        <h2>{t('integration.title')}</h2>
        <p>{t('integration.subtitle')}</p>
      </header>
      <div className="tl-grid tl-grid-3">
        {API_DOCS.map((doc) => (
          <Link key={doc.key} to={doc.to ?? '/api'} className="tl-api-link">
            <span className="tl-card-icon">{API_ICONS[doc.key]}</span>
            <span>{t(doc.label, { ns: 'common' })}</span>
          </Link>
        ))}
      </div>
      <div className="tl-center">
        <Button type="primary" icon={<ApiOutlined />} onClick={() => navigate('/api')}>
          {t('integration.cta')}
        </Button>
      </div>
    </section>
  );
}
