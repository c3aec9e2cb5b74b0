import { ApiOutlined, CheckCircleOutlined, FileTextOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_ICONS } from '../../app/layout/site-icons';
import { API_DOCS, API_REFERENCE_URL, OPENAPI_JSON_URL } from '../../app/layout/site-map';
import { useHashScroll } from '../../shared/hooks/use-hash-scroll';
import './api-page.css';
import { WebhookSignatureGuide } from './webhook-signatures/webhook-signature-guide';

const BASICS = ['auth', 'envelope', 'limit'] as const;

/**
 * Integration page (`/api`): points developers at the server's interactive reference and OpenAPI
 * document (served outside the SPA, hence plain links), and hosts the six API-doc anchors.
 */
export default function ApiPage() {
  const { t } = useTranslation(['api', 'common']);
  useHashScroll();
  return (
    <div className="tl-api">
      <header className="tl-api-hero">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </header>

      <div className="tl-api-docs">
        <div className="tl-api-doc">
          <ApiOutlined className="tl-api-doc-icon" />
          <h2>{t('reference.title')}</h2>
          <p>{t('reference.text')}</p>
          <Button type="primary" href={API_REFERENCE_URL} data-testid="api-reference-link">
            {t('reference.cta')}
          </Button>
        </div>
        <div className="tl-api-doc">
          <FileTextOutlined className="tl-api-doc-icon" />
          <h2>{t('openapi.title')}</h2>
          <p>{t('openapi.text')}</p>
          <Button href={OPENAPI_JSON_URL} data-testid="api-openapi-link">
            {t('openapi.cta')}
          </Button>
        </div>
      </div>

      <section className="tl-api-basics">
        <h2>{t('basics.title')}</h2>
        <ul>
          {BASICS.map((k) => (
            <li key={k}>
              <CheckCircleOutlined /> <span>{t(`basics.${k}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="tl-api-areas">
        <h2>{t('areas.title')}</h2>
        <div className="tl-api-area-grid">
          {API_DOCS.map((doc) => (
            <article key={doc.key} id={doc.key} className="tl-api-area">
              <span className="tl-api-area-icon">{API_ICONS[doc.key]}</span>
              <div>
                <h3>{t(doc.label, { ns: 'common' })}</h3>
                <p>{t(`areas.${doc.key}`)}</p>
              </div>
            </article>
          ))}
        </div>
      </section>

      <WebhookSignatureGuide />
    </div>
  );
}
