import { RightOutlined } from '@ant-design/icons';
import type { P2pSailing } from '@tracklane/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../app/session/session-store';
import { useTimeFormat } from '../../../shared/time/zoned-time';
import { type DetailState, detailHref } from '../model/detail-link';
import { dayAt } from '../model/format-time';
import { portName } from '../model/port-name';
import { formatTransitDays } from '../model/transit';

/**
 * One sailing of a service: vessel and voyage, departure and arrival days at the ports' clocks,
 * transit days and transshipment ports. The whole row opens the sailing's detail.
 */
export function SailingRow({ sailing }: { sailing: P2pSailing }) {
  const { t } = useTranslation('schedules');
  const { zoneOf } = useTimeFormat();
  const language = useSession((s) => s.language);
  const location = useLocation();
  const state: DetailState = { sailing, back: `${location.pathname}${location.search}` };
  const vessels = sailing.legs.map((l) => `${l.vessel.name} ${l.voyage}`);
  return (
    <li>
      <Link
        to={detailHref(sailing)}
        state={state}
        className="tl-sched-row"
        data-testid="sailing-row"
        data-direct={sailing.direct}
        data-etd={sailing.etd}
        data-transit={sailing.transitDays}
      >
        <span className="tl-sched-cell tl-sched-cell--vessel">
          <span className="tl-sched-cell-label">{t('col.vessel')}</span>
          <span className="tl-sched-vessel" data-testid="sailing-vessel">
            {vessels[0]}
          </span>
          {vessels.length > 1 && <span className="tl-sched-muted">→ {vessels.slice(1).join(' → ')}</span>}
        </span>
        <span className="tl-sched-cell">
          <span className="tl-sched-cell-label">{t('col.etd')}</span>
          <span data-testid="sailing-etd">{dayAt(sailing.etd, zoneOf(sailing.pol.timeZone), language)}</span>
        </span>
        <span className="tl-sched-cell">
          <span className="tl-sched-cell-label">{t('col.eta')}</span>
          <span data-testid="sailing-eta">{dayAt(sailing.eta, zoneOf(sailing.pod.timeZone), language)}</span>
        </span>
        <span className="tl-sched-cell">
          <span className="tl-sched-cell-label">{t('col.transit')}</span>
          <strong data-testid="sailing-transit">{formatTransitDays(sailing.transitDays, language)}</strong>
        </span>
        <span className="tl-sched-cell tl-sched-cell--via">
          <span className="tl-sched-cell-label">{t('col.via')}</span>
          <span data-testid="sailing-via">
            {sailing.direct
              ? t('route.directShort')
              : sailing.transshipmentPorts.map((p) => portName(p, language)).join(', ')}
          </span>
        </span>
        <RightOutlined className="tl-sched-row-go" aria-hidden />
      </Link>
    </li>
  );
}
