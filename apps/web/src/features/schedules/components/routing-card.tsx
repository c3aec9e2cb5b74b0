import type { P2pSailing, VoyageCall } from '@tracklane/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { portName } from '../model/port-name';
import { buildRouting, type RoutingStop, type StopTime } from '../model/routing';
import { formatShiftHours, formatTransitDays } from '../model/transit';
import { PortClock } from './port-clock';
import './routing-card.css';

function TimeLine({
  label,
  time,
  timeZone,
}: {
  label: string;
  time: StopTime | null;
  timeZone: string | null;
}) {
  const { t } = useTranslation('schedules');
  const language = useSession((s) => s.language);
  if (!time) return null;
  const shift = time.shiftHours;
  return (
    <div className="tl-sched-stop-time">
      <span className="tl-sched-stop-time-label">{label}</span>
      <PortClock iso={time.at} timeZone={timeZone} />
      <span className={`tl-sched-kind tl-sched-kind--${time.kind}`}>{t(`timeKind.${time.kind}`)}</span>
      {shift !== null && Math.abs(shift) >= 1 && (
        <span className={shift > 24 ? 'tl-sched-late' : 'tl-sched-muted'} title={t('routing.vsPlan')}>
          {formatShiftHours(shift, language)}
        </span>
      )}
    </div>
  );
}

function Prediction({ call, timeZone }: { call: VoyageCall; timeZone: string | null }) {
  const { t } = useTranslation('schedules');
  const language = useSession((s) => s.language);
  if (!call.predictedArrival) return null;
  const diff = call.predictedVsCarrierHours;
  return (
    <div className="tl-sched-stop-time tl-sched-prediction" data-testid="routing-prediction">
      <span className="tl-sched-stop-time-label">{t('routing.predicted')}</span>
      <PortClock iso={call.predictedArrival} timeZone={timeZone} />
      {diff !== null && (
        <span className={diff > 24 ? 'tl-sched-late' : 'tl-sched-muted'}>
          {t('routing.vsCarrier', { shift: formatShiftHours(diff, language) })}
        </span>
      )}
    </div>
  );
}

function Stop({
  stop,
  prediction,
  pending,
}: {
  stop: RoutingStop;
  prediction: VoyageCall | undefined;
  pending: boolean;
}) {
  const { t } = useTranslation('schedules');
  const language = useSession((s) => s.language);
  const { call } = stop;
  const terminals = stop.arrivalTerminal
    ? `${stop.arrivalTerminal} → ${call.terminalCode ?? '—'}`
    : call.terminalCode;
  return (
    <li
      className={`tl-sched-stop tl-sched-stop--${stop.role.toLowerCase()}${stop.omitted ? ' is-omitted' : ''}`}
      data-testid="routing-stop"
      data-port={call.portCode}
      data-role={stop.role}
    >
      <span className="tl-sched-stop-dot" aria-hidden />
      <div className="tl-sched-stop-head">
        <strong className="tl-sched-stop-port">
          {portName(call, language)} <span className="tl-sched-muted">{call.portCode}</span>
        </strong>
        {stop.role !== 'CALL' && <span className="tl-sched-role">{t(`role.${stop.role}`)}</span>}
        {stop.omitted && <span className="tl-sched-omitted">{t(`callStatus.${call.status}`)}</span>}
        {call.status === 'ADDED' && <span className="tl-sched-role">{t('callStatus.ADDED')}</span>}
      </div>
      {terminals && (
        <div className="tl-sched-muted tl-sched-stop-terminal">
          {t('routing.terminal')} {terminals}
        </div>
      )}
      {!stop.omitted && (
        <>
          <TimeLine label={t('routing.arrival')} time={stop.arrival} timeZone={call.timeZone} />
          <TimeLine label={t('routing.departure')} time={stop.departure} timeZone={call.timeZone} />
          {prediction && stop.role !== 'POL' && <Prediction call={prediction} timeZone={call.timeZone} />}
          {/* Room for a prediction still on its way, so the routing does not move when it comes. */}
          {!prediction && pending && stop.role !== 'POL' && stop.arrival?.kind !== 'actual' && (
            <div className="tl-sched-stop-time tl-sched-prediction" aria-hidden>
              &nbsp;
            </div>
          )}
        </>
      )}
    </li>
  );
}

/**
 * The full routing: every port call from POL to POD, each leg announced where the cargo boards
 * (vessel, voyage, service, sea days), with arrival and departure on the port's clock, whether each
 * is actual, estimated or planned, the shift from plan, and the AIS prediction where there is one.
 */
export function RoutingCard({
  sailing,
  predictions,
  pending,
}: {
  sailing: P2pSailing;
  predictions: ReadonlyMap<string, VoyageCall>;
  /** The statistics (and their predictions) are still on their way. */
  pending: boolean;
}) {
  const { t } = useTranslation('schedules');
  const language = useSession((s) => s.language);
  const stops = useMemo(() => buildRouting(sailing), [sailing]);
  return (
    <section className="tl-sched-card" data-testid="routing-card">
      <h2>{t('routing.title')}</h2>
      <p className="tl-sched-muted tl-sched-card-note">{t('routing.localTimes')}</p>
      <ol className="tl-sched-stops">
        {stops.map((stop) => {
          const leg = stop.boardsLeg === null ? null : sailing.legs[stop.boardsLeg];
          const prediction = stop.callIds.map((id) => predictions.get(id)).find(Boolean);
          return [
            <Stop key={stop.key} stop={stop} prediction={prediction} pending={pending} />,
            leg && (
              <li key={`${stop.key}:leg`} className="tl-sched-leg" data-testid="routing-leg">
                <span className="tl-sched-leg-line" aria-hidden />
                <span>
                  <strong>
                    {leg.vessel.name} {leg.voyage}
                  </strong>{' '}
                  · {leg.serviceName} ({leg.serviceCode}) · {formatTransitDays(leg.transitDays, language)}
                  {leg.vessel.imo && <span className="tl-sched-muted"> · IMO {leg.vessel.imo}</span>}
                </span>
              </li>
            ),
          ];
        })}
      </ol>
    </section>
  );
}
