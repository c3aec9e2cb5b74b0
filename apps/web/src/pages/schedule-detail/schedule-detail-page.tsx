import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../app/session/session-store';
import { CutOffCard } from '../../features/schedules/components/cut-off-card';
import { OnTimeSection } from '../../features/schedules/components/on-time-section';
import { RoutingCard } from '../../features/schedules/components/routing-card';
import { SailingSummary } from '../../features/schedules/components/sailing-summary';
import { TerminalCard } from '../../features/schedules/components/terminal-card';
import { useLegStatistics } from '../../features/schedules/hooks/use-leg-statistics';
import { useSailing } from '../../features/schedules/hooks/use-sailing';
import { useSaveView } from '../../features/schedules/hooks/use-save-view';
import { isDetailState, refFromParams } from '../../features/schedules/model/detail-link';
import { portName } from '../../features/schedules/model/port-name';
import '../../features/schedules/components/schedule-common.css';
import '../../features/schedules/components/sailing-detail.css';

/**
 * /schedule/p2p/detail — one sailing (platform.md §2): its full routing with every port call, the
 * POL cut-offs, the terminal schedule, and the on-time history of its service and vessel. The
 * view is recorded in the caller's history.
 */
export default function ScheduleDetailPage() {
  const { t } = useTranslation('schedules');
  const language = useSession((s) => s.language);
  const [params] = useSearchParams();
  const location = useLocation();
  const state = isDetailState(location.state) ? location.state : null;
  const ref = useMemo(() => refFromParams(params), [params]);
  const sailing = useSailing(ref, state?.sailing ?? null);
  const data = sailing.data ?? null;
  const { results, predictions, pending } = useLegStatistics(data);
  useSaveView(data);

  const back =
    state?.back ??
    (ref
      ? `/schedule/p2p?${new URLSearchParams({ pol: ref.pol, pod: ref.pod }).toString()}`
      : '/schedule/p2p');
  const lastLeg = data?.legs[data.legs.length - 1];
  const podPrediction = lastLeg ? predictions.get(lastLeg.to.callId) : undefined;

  let body: React.ReactNode;
  if (!ref) body = <Alert type="info" showIcon title={t('detail.noSailing')} data-testid="detail-missing" />;
  else if (sailing.isPending)
    body = (
      <div className="tl-sched-card" aria-busy>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  else if (sailing.isError)
    body = <Alert type="error" showIcon title={t('detail.failed')} description={sailing.error.message} />;
  else if (!data) body = <Alert type="warning" showIcon title={t('detail.gone')} data-testid="detail-gone" />;
  else
    body = (
      <>
        <SailingSummary sailing={data} podPrediction={podPrediction} pending={pending} />
        <div className="tl-sched-detail-grid">
          <RoutingCard sailing={data} predictions={predictions} pending={pending} />
          <div className="tl-sched-detail-side">
            <CutOffCard
              cutOffs={data.cutOffs}
              timeZone={data.pol.timeZone}
              portLabel={`${portName(data.pol, language)} (${data.pol.portCode})`}
            />
            <TerminalCard sailing={data} />
          </div>
        </div>
        <OnTimeSection sailing={data} statistics={results} />
      </>
    );

  return (
    <div className="tl-sched-detail" data-testid="schedule-detail-page">
      <Link to={back} className="tl-sched-back" data-testid="detail-back">
        <ArrowLeftOutlined /> {t('detail.back')}
      </Link>
      {body}
    </div>
  );
}
