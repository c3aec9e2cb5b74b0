import { ArrowRightOutlined } from '@ant-design/icons';
import type { P2pSailing, VoyageCall } from '@tracklane/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { portName } from '../model/port-name';
import { formatShiftHours, formatTransitDays } from '../model/transit';
import { PortClock } from './port-clock';
import './schedule-common.css';
import './sailing-detail.css';

/**
 * The sailing at a glance: carrier and service, POL → POD, departure and arrival (with the AIS
 * prediction beside the carrier's ETA where the vessel is under way), transit and routing.
 */
export function SailingSummary({
  sailing,
  podPrediction,
  pending,
}: {
  sailing: P2pSailing;
  podPrediction: VoyageCall | undefined;
  /** The prediction may still come: its room is kept. */
  pending: boolean;
}) {
  const { t } = useTranslation('schedules');
  const language = useSession((s) => s.language);
  const via = sailing.transshipmentPorts.map((p) => portName(p, language)).join(', ');
  const services = [...new Set(sailing.legs.map((l) => `${l.serviceName} (${l.serviceCode})`))].join(' → ');
  return (
    <section className="tl-sched-summary-card" data-testid="sailing-summary">
      <div className="tl-sched-summary-top">
        <span className="tl-sched-carrier">{sailing.carrierCode}</span>
        <div className="tl-sched-summary-title">
          <h1 data-testid="sailing-title">
            {portName(sailing.pol, language)} <ArrowRightOutlined aria-label="→" />{' '}
            {portName(sailing.pod, language)}
          </h1>
          <span className="tl-sched-muted">
            {sailing.carrierName ?? sailing.carrierCode} · {services}
          </span>
        </div>
        <span className={`tl-sched-tag ${sailing.direct ? 'tl-sched-tag--direct' : 'tl-sched-tag--ts'}`}>
          {sailing.direct ? t('route.directShort') : t('route.via', { ports: via })}
        </span>
      </div>
      <dl className="tl-sched-facts">
        <div>
          <dt>{t('detail.vessel')}</dt>
          <dd data-testid="summary-vessel">
            {sailing.legs.map((l) => `${l.vessel.name} ${l.voyage}`).join(' → ')}
          </dd>
        </div>
        <div>
          <dt>
            {t('detail.etd')} · {sailing.pol.portCode}
          </dt>
          <dd>
            <PortClock iso={sailing.etd} timeZone={sailing.pol.timeZone} testId="summary-etd" />
          </dd>
        </div>
        <div>
          <dt>
            {t('detail.eta')} · {sailing.pod.portCode}
          </dt>
          <dd className={pending || podPrediction?.predictedArrival ? 'tl-sched-eta-room' : undefined}>
            <PortClock iso={sailing.eta} timeZone={sailing.pod.timeZone} testId="summary-eta" />
            {podPrediction?.predictedArrival && (
              <div className="tl-sched-prediction" data-testid="summary-prediction">
                {t('routing.predicted')}:{' '}
                <PortClock iso={podPrediction.predictedArrival} timeZone={sailing.pod.timeZone} />
                {podPrediction.predictedVsCarrierHours !== null && (
                  <span className="tl-sched-muted">
                    {' '}
                    (
                    {t('routing.vsCarrier', {
                      shift: formatShiftHours(podPrediction.predictedVsCarrierHours, language),
                    })}
                    )
                  </span>
                )}
              </div>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('col.transit')}</dt>
          <dd data-testid="summary-transit">{formatTransitDays(sailing.transitDays, language)}</dd>
        </div>
      </dl>
    </section>
  );
}
