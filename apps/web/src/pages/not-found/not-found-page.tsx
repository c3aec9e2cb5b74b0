import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import './not-found.css';

/** Any unknown path (views.md §2). Test ids: `notfound-home`, `notfound-back`. */
export default function NotFoundPage() {
  const { t } = useTranslation('notfound');
  const navigate = useNavigate();
  const location = useLocation();
  // After a full page load the router has no earlier entry of its own, but the tab may still have
  // a previous page (another document): go back to it. Only a fresh tab with nothing before goes home.
  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else if (window.history.length > 1) window.history.back();
    else navigate('/');
  };

  return (
    <section className="tl-notfound" aria-labelledby="tl-notfound-title">
      <div className="tl-notfound-scene" aria-hidden="true">
        <div className="tl-notfound-code">
          <span>4</span>
          <span className="tl-notfound-buoy" />
          <span>4</span>
        </div>
        <svg className="tl-notfound-ship" viewBox="0 0 120 60" width="120" height="60" aria-hidden="true">
          <rect x="34" y="14" width="16" height="12" rx="1.5" fill="#7fb2ff" />
          <rect x="52" y="8" width="16" height="18" rx="1.5" fill="#1647b8" />
          <rect x="70" y="14" width="16" height="12" rx="1.5" fill="#f0a04b" />
          <path d="M14 28h92l-12 18H26z" fill="#0b1f44" />
        </svg>
        <div className="tl-notfound-waves">
          <span />
          <span />
        </div>
      </div>
      <h1 id="tl-notfound-title">{t('title')}</h1>
      <p>{t('description')}</p>
      <div className="tl-notfound-actions">
        <Button
          type="primary"
          size="large"
          icon={<HomeOutlined />}
          data-testid="notfound-home"
          onClick={() => navigate('/')}
        >
          {t('home')}
        </Button>
        <Button size="large" icon={<ArrowLeftOutlined />} data-testid="notfound-back" onClick={goBack}>
          {t('back')}
        </Button>
      </div>
    </section>
  );
}
