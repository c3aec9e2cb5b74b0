import type { P2pGroup } from '@tracklane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { useTimeFormat } from '../../../shared/time/zoned-time';
import { dayAt } from '../model/format-time';
import { portName } from '../model/port-name';
import { formatTransitRange } from '../model/transit';
import { SailingRow } from './sailing-row';

/**
 * Sailings a group shows before "show all": the next few departures tell a service apart, and 40
 * services of 5–8 sailings each would otherwise be a page of 200 rows (worse on a phone).
 */
export const FIRST_SAILINGS = 3;

/** One carrier's service (or service chain via a transshipment port) and its sailings. */
export function ServiceGroupCard({ group }: { group: P2pGroup }) {
  const { t } = useTranslation('schedules');
  const { zoneOf } = useTimeFormat();
  const [expanded, setExpanded] = useState(false);
  const hidden = group.sailings.length - FIRST_SAILINGS;
  const shown = expanded || hidden <= 0 ? group.sailings : group.sailings.slice(0, FIRST_SAILINGS);
  const language = useSession((s) => s.language);
  const first = group.sailings[0];
  const via = group.transshipmentPorts.map((p) => portName(p, language)).join(', ');
  return (
    <section
      className="tl-sched-group"
      data-testid="service-group"
      data-key={group.key}
      data-direct={group.direct}
      data-count={group.sailings.length}
    >
      <header className="tl-sched-group-head">
        <div className="tl-sched-group-title">
          <span className="tl-sched-carrier" title={group.carrierName ?? group.carrierCode}>
            {group.carrierCode}
          </span>
          <div>
            <h3 data-testid="service-name">
              {group.serviceName}
              <span className="tl-sched-muted"> · {group.serviceCodes.join(' + ')}</span>
            </h3>
            <span className="tl-sched-muted">{group.carrierName ?? group.carrierCode}</span>
          </div>
        </div>
        <div className="tl-sched-group-facts">
          <span className={`tl-sched-tag ${group.direct ? 'tl-sched-tag--direct' : 'tl-sched-tag--ts'}`}>
            {group.direct ? t('route.directShort') : t('route.via', { ports: via })}
          </span>
          <span>
            {t('group.transit')}{' '}
            <strong>{formatTransitRange(group.minTransitDays, group.maxTransitDays, language)}</strong>
          </span>
          <span>{t('group.sailings', { count: group.sailings.length })}</span>
          {first && (
            <span className="tl-sched-muted">
              {t('group.next')} {dayAt(group.nextEtd, zoneOf(first.pol.timeZone), language)}
            </span>
          )}
        </div>
      </header>
      <div className="tl-sched-row tl-sched-row--head" aria-hidden>
        <span>{t('col.vessel')}</span>
        <span>{t('col.etd')}</span>
        <span>{t('col.eta')}</span>
        <span>{t('col.transit')}</span>
        <span>{t('col.via')}</span>
        <span />
      </div>
      <ul className="tl-sched-rows">
        {shown.map((s) => (
          <SailingRow key={s.id} sailing={s} />
        ))}
      </ul>
      {hidden > 0 && (
        <button
          type="button"
          className="tl-sched-expand"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
          data-testid="group-expand"
        >
          {expanded ? t('group.fewer') : t('group.all', { count: group.sailings.length })}
        </button>
      )}
    </section>
  );
}
