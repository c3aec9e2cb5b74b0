import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ScheduleIntro } from '../../features/schedules/components/schedule-intro';
import { SearchForm } from '../../features/schedules/components/search-form';
import { EMPTY_SEARCH, searchToParams } from '../../features/schedules/model/search-params';
import './booking.css';

/**
 * /booking — the booking-schedule page (views.md §1): a POL/POD entry that opens the schedule
 * search, and what the schedules give: cut-offs, 8 weeks of sailings, 3 months of on-time history
 * and the ETA prediction.
 */
export default function BookingPage() {
  const { t } = useTranslation('schedules');
  const navigate = useNavigate();
  return (
    <div className="tl-booking-page" data-testid="booking-page">
      <section className="tl-sched-hero tl-booking-hero">
        <div className="tl-sched-hero-inner tl-booking-hero-inner">
          <h1>{t('booking.title')}</h1>
          <p>{t('booking.subtitle')}</p>
          <SearchForm
            variant="hero"
            value={EMPTY_SEARCH}
            onSearch={(draft) => navigate(`/schedule/p2p?${searchToParams({ ...EMPTY_SEARCH, ...draft })}`)}
          />
        </div>
      </section>
      <ScheduleIntro />
    </div>
  );
}
