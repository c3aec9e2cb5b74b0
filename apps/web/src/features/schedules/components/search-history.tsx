import { HistoryOutlined } from '@ant-design/icons';
import type { ScheduleSearchLog } from '@tracklane/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { useSearchLogs } from '../hooks/use-search-logs';
import { portName } from '../model/port-name';

export interface SearchHistoryProps {
  onPick: (log: ScheduleSearchLog) => void;
}

/**
 * The caller's last 10 searches (one per POL/POD pair, newest first). The row keeps its height
 * while loading or empty, so the results below never jump when it fills.
 */
export function SearchHistory({ onPick }: SearchHistoryProps) {
  const { t } = useTranslation('schedules');
  const language = useSession((s) => s.language);
  const logs = useSearchLogs();
  const items = logs.data ?? [];
  return (
    <div className="tl-sched-history" data-testid="schedule-history">
      <span className="tl-sched-history-label">
        <HistoryOutlined aria-hidden /> {t('history.label')}
      </span>
      {items.length === 0 ? (
        <span className="tl-sched-history-empty">
          {logs.isPending && logs.fetchStatus !== 'idle' ? '' : t('history.empty')}
        </span>
      ) : (
        <ul className="tl-sched-history-list">
          {items.map((log) => (
            <li key={log.id}>
              <button
                type="button"
                className="tl-sched-chip"
                onClick={() => onPick(log)}
                data-testid="schedule-history-chip"
                data-pol={log.pol.portCode}
                data-pod={log.pod.portCode}
              >
                {portName(log.pol, language)} → {portName(log.pod, language)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
