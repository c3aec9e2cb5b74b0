import type { CutOffs } from '@tracklane/domain';
import { useTranslation } from 'react-i18next';
import { cutOffList, timeUntil } from '../model/cut-off-list';
import { PortClock } from './port-clock';
import './detail-side.css';

/**
 * The booking's deadlines at the POL (views.md §1: customs, bill of lading, VGM, AMS, port
 * opening, port cut-off), in the order they fall, the next one marked with the time left. A
 * cut-off the carrier does not publish says so rather than showing a guess.
 */
export function CutOffCard({
  cutOffs,
  timeZone,
  portLabel,
}: {
  cutOffs: CutOffs;
  timeZone: string | null;
  portLabel: string;
}) {
  const { t } = useTranslation('schedules');
  const now = Date.now();
  const items = cutOffList(cutOffs, now);
  return (
    <section className="tl-sched-card" data-testid="cutoff-card">
      <h2>{t('cutOffs.title')}</h2>
      <p className="tl-sched-muted tl-sched-card-note">{t('cutOffs.note', { port: portLabel })}</p>
      <ul className="tl-sched-cutoffs">
        {items.map((item) => {
          const label =
            item.kind === 'other'
              ? t(`cutOffs.codes.${item.code}`, { defaultValue: t('cutOffs.other', { code: item.code }) })
              : t(`cutOffs.kinds.${item.kind}`);
          const left = item.next && item.time ? timeUntil(item.time, now) : null;
          return (
            <li
              key={`${item.kind}:${item.code ?? ''}`}
              className={`tl-sched-cutoff${item.passed ? ' is-passed' : ''}${item.next ? ' is-next' : ''}${item.time ? '' : ' is-missing'}`}
              data-testid="cutoff-item"
              data-kind={item.kind}
              data-code={item.code ?? ''}
              data-time={item.time ?? ''}
            >
              <span className="tl-sched-cutoff-name">
                {label}
                {item.code && <span className="tl-sched-muted"> {item.code}</span>}
              </span>
              <span className="tl-sched-cutoff-time">
                {item.time ? <PortClock iso={item.time} timeZone={timeZone} /> : t('cutOffs.notPublished')}
                {item.passed && <span className="tl-sched-muted"> · {t('cutOffs.passed')}</span>}
                {left && (
                  <span className="tl-sched-next">
                    {' · '}
                    {t('cutOffs.left', { days: left.days, hours: left.hours })}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
