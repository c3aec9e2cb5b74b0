import type { P2pSailing, ScheduleStatistics } from '@tracklane/domain';
import { Alert, Segmented } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { useRouteHistory, useRouteHistoryGroups } from '../hooks/use-route-history';
import { portName } from '../model/port-name';
import { FigureTiles } from './figure-tiles';
import './on-time.css';

// ECharts comes with this chunk only: the detail's routing and cut-offs show before it arrives.
const OnTimeCharts = lazy(() => import('./on-time-charts'));

function ChartsFallback() {
  return (
    <div className="tl-sched-charts" aria-busy>
      {[0, 1, 2].map((i) => (
        <div key={i} className="tl-sched-chart">
          <div className="tl-sched-chart-caption-placeholder" />
          <div className="tl-sched-chart-placeholder" style={{ height: 260 }} />
        </div>
      ))}
    </div>
  );
}

/**
 * The last 3 months of the sailing's service and vessel (views.md §1): on-time rates of the vessel,
 * service, carrier and route, then charts of the service by week and port and of the vessel's calls.
 * With a transshipment, each leg's service can be chosen.
 */
export function OnTimeSection({
  sailing,
  statistics,
}: {
  sailing: P2pSailing;
  statistics: readonly { data?: ScheduleStatistics; error: Error | null }[];
}) {
  const { t } = useTranslation('schedules');
  const language = useSession((s) => s.language);
  const [legIndex, setLegIndex] = useState(0);
  const leg = sailing.legs[legIndex] ?? sailing.legs[0];
  const query = leg ? { carrier: leg.carrierCode, routeCode: leg.serviceCode } : null;
  const groups = useRouteHistoryGroups(query);
  const history = useRouteHistory(query);
  const stats = statistics[legIndex];
  const error = groups.error ?? history.error ?? stats?.error ?? null;
  if (!leg) return null;
  const window = stats?.data?.window ?? groups.data?.window;

  return (
    <section className="tl-sched-card tl-sched-ontime" data-testid="ontime-section">
      <div className="tl-sched-card-head">
        <h2>{t('onTime.title')}</h2>
        {sailing.legs.length > 1 && (
          <Segmented<number>
            size="small"
            value={legIndex}
            onChange={setLegIndex}
            options={sailing.legs.map((l, i) => ({
              value: i,
              label: (
                <span title={`${l.serviceName} · ${l.vessel.name} ${l.voyage}`}>
                  {i + 1}. {l.serviceCode}
                </span>
              ),
            }))}
            data-testid="ontime-leg"
          />
        )}
      </div>
      <p className="tl-sched-muted tl-sched-card-note">
        {t('onTime.rule')}
        {window && ` ${t('onTime.window', { from: window.from.slice(0, 10), to: window.to.slice(0, 10) })}`}
      </p>
      {error && <Alert type="warning" showIcon title={error.message} className="tl-sched-ontime-error" />}
      <FigureTiles
        stats={stats?.data}
        routeLabel={`${portName(leg.from, language)} → ${portName(leg.to, language)}`}
      />
      <Suspense fallback={<ChartsFallback />}>
        <OnTimeCharts groups={groups.data} history={history.data} vessel={leg.vessel} />
      </Suspense>
    </section>
  );
}
