import { ArrowRightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignedIn } from '../../app/session/use-signed-in';
import { MY_SHIPMENTS_PATH } from '../../shared/paths';
import './hero.css';

// Marketing claims of platform.md §1; the figures are the same in every language.
const STATS = [
  { value: '100+', label: 'stats.carriers' },
  { value: '3000+', label: 'stats.customers' },
  { value: '800+', label: 'stats.ports' },
] as const;

/** A route arc between two ports with a vessel moving along it. Decorative only. */
function HeroArt() {
  return (
    <svg className="tl-hero-art" viewBox="0 0 420 300" aria-hidden="true">
      <defs>
        <pattern id="tl-dots" width="14" height="14" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.2" fill="rgba(255,255,255,0.16)" />
        </pattern>
      </defs>
      <rect width="420" height="300" rx="18" fill="url(#tl-dots)" />
      <path
        id="tl-route"
        d="M70 215 C 140 70, 270 60, 330 140"
        fill="none"
        stroke="#7fb2ff"
        strokeWidth="2.5"
        strokeDasharray="6 8"
        className="tl-hero-route"
      />
      <path
        d="M330 140 C 350 165, 355 190, 340 225"
        fill="none"
        stroke="#f0a04b"
        strokeWidth="2.5"
        strokeDasharray="4 6"
      />
      <circle cx="70" cy="215" r="7" fill="#fff" />
      <circle
        cx="60"
        cy="220"
        r="14"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.35"
        className="tl-hero-pulse"
      />
      <circle cx="330" cy="140" r="6" fill="#7fb2ff" />
      <circle cx="340" cy="225" r="7" fill="#f0a04b" />
      <g className="tl-hero-vessel">
        <circle r="9" fill="#1647b8" stroke="#fff" strokeWidth="2.5" />
        <animateMotion dur="9s" repeatCount="indefinite" rotate="auto">
          <mpath href="#tl-route" />
        </animateMotion>
      </g>
    </svg>
  );
}

export function HeroSection() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  return (
    <section className="tl-hero">
      <div className="tl-hero-inner">
        <div className="tl-hero-copy">
          <span className="tl-eyebrow">{t('hero.eyebrow')}</span>
          <h1>{t('hero.title')}</h1>
          <p>{t('hero.subtitle')}</p>
          <div className="tl-hero-cta">
            {signedIn && (
              <Button
                type="primary"
                size="large"
                data-testid="home-my-shipments"
                onClick={() => navigate(MY_SHIPMENTS_PATH)}
              >
                {t('hero.myShipments')} <ArrowRightOutlined />
              </Button>
            )}
            <Button
              type={signedIn ? 'default' : 'primary'}
              ghost={signedIn}
              size="large"
              onClick={() => navigate('/container')}
            >
              {t('hero.primary')} <ArrowRightOutlined />
            </Button>
            <Button size="large" ghost onClick={() => navigate('/api')}>
              {t('hero.secondary')}
            </Button>
          </div>
        </div>
        <HeroArt />
      </div>
      <dl className="tl-stats">
        {STATS.map((s) => (
          <div key={s.label}>
            <dt>{s.value}</dt>
            <dd>{t(s.label)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
