import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { detailLink } from '../../features/ocean';
import { OceanSearchBox } from '../../features/ocean-search/components/ocean-search-box';
import { searchLocationState } from '../../features/ocean-search/search-location-state';
import { MY_SHIPMENTS_PATH } from '../../shared/paths';
import { ContainerIntro } from './container-intro';
import './container.css';

/** /container — cargo tracking search: one number opens its detail, several the list. */
export default function ContainerPage() {
  const { t } = useTranslation('oceanSearch');
  const navigate = useNavigate();
  return (
    <div className="tl-container-page">
      <section className="tl-container-hero">
        <div className="tl-container-hero-inner">
          <h1>{t('page.title')}</h1>
          <p>{t('page.subtitle')}</p>
          <OceanSearchBox
            variant="hero"
            onSubscribed={(ids, results) => {
              // One number searched → its detail; several → the list, which shows what failed too.
              if (results.length === 1) {
                const link = detailLink(ids[0] as string, results[0]?.number ?? '');
                void navigate(link.to, { state: link.state });
              } else void navigate(MY_SHIPMENTS_PATH, { state: searchLocationState(results) });
            }}
          />
        </div>
      </section>
      <ContainerIntro />
    </div>
  );
}
