import { isDateChange, type Notice, type NoticeChange } from '@tracklane/domain';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import { detailLink } from '../../ocean';
import { formatDelta } from '../model/delta';

/** A change's delta as a tag: later in orange, earlier in blue. */
export function DeltaTag({ hours }: { hours: number | null }) {
  const { t } = useTranslation('notifications');
  if (hours === null) return null;
  const text = formatDelta(hours, { day: t('units.day'), hour: t('units.hour') });
  return (
    <Tag color={hours > 0 ? 'orange' : hours < 0 ? 'blue' : 'default'} className="tl-notice-delta">
      {text}
    </Tag>
  );
}

/**
 * What a change is called: the event, with the kind of hold or the warning where the code says
 * it, and the place's role where the event's name does not (a date at a transshipment port).
 */
function useChangeLabel(change: NoticeChange): string {
  const { t } = useTranslation('notifications');
  const code = change.code ?? '';
  const detail =
    (change.event === 'HOLD_SET' || change.event === 'HOLD_RELEASED') && code
      ? t(`holds.${code}`, { defaultValue: code })
      : change.event === 'WARNING' && code
        ? t(`warnings.${code}`, { defaultValue: code })
        : null;
  const event = t(`events.${change.event}`);
  const role = change.placeRole ?? null;
  const sayRole = role !== null && (!isDateChange(change.event) || role === 'POT' || role === 'PDE');
  return [detail ? `${event} · ${detail}` : event, sayRole ? t(`roles.${role}`) : null]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A milestone's or warning's time (when it happened or was seen), stale data's last update → judged
 * stale, a last free day's end (and the one before when it moved).
 */
function NewsValues({ change, compact }: { change: NoticeChange; compact: boolean }) {
  const { t } = useTranslation('notifications');
  const zone = change.portTimeZone ?? null;
  if (change.event === 'LFD_CHANGE' || change.event === 'LFD_DUE') {
    // Free time ends at the last instant of the last free day, on the port's clock.
    return (
      <span className="tl-notice-values">
        {change.oldValue && (
          <>
            <ZonedTimeText at={change.oldValue} portZone={zone} className="tl-notice-old" />
            <span className="tl-notice-arrow" aria-hidden="true">
              →
            </span>
          </>
        )}
        {!change.oldValue && <span className="tl-notice-first">{t('notice.freeUntil')}</span>}
        <ZonedTimeText at={change.newValue} portZone={zone} className="tl-notice-new" />
        <DeltaTag hours={change.deltaHours} />
      </span>
    );
  }
  if (change.event === 'DATA_STALE') {
    return (
      <span className="tl-notice-values">
        <span className="tl-notice-first">{t('notice.lastUpdate')}</span>
        {change.oldValue ? (
          <ZonedTimeText at={change.oldValue} portZone={zone} className="tl-notice-old" />
        ) : (
          <span className="tl-notice-first">{t('notice.noUpdate')}</span>
        )}
        <span className="tl-notice-arrow" aria-hidden="true">
          →
        </span>
        <ZonedTimeText at={change.newValue} portZone={zone} className="tl-notice-new" />
      </span>
    );
  }
  return (
    <span className="tl-notice-values">
      <ZonedTimeText at={change.newValue} portZone={zone} className="tl-notice-new" />
      {!compact && (
        <span className="tl-notice-source">
          {t('notice.sourceLabel', { source: t(`notice.source.${change.source}`) })}
        </span>
      )}
    </span>
  );
}

/**
 * One change: old → new on the port's clock (docs/times.md; the zone comes with the change from
 * the server's port directory). A notice stored before the zone was recorded, or a port the
 * directory does not know, reads on the user's own clock, labelled as always.
 */
function ChangeRow({ change, compact }: { change: NoticeChange; compact: boolean }) {
  const { t } = useTranslation('notifications');
  const zone = change.portTimeZone ?? null;
  const port = change.portName ? `${change.portName} · ${change.portCode}` : change.portCode;
  const label = useChangeLabel(change);
  return (
    <li className="tl-notice-change" data-testid="notice-change" data-event={change.event}>
      <span className="tl-notice-event">
        {label}
        {!compact && port && <span className="tl-notice-port">{port}</span>}
      </span>
      {isDateChange(change.event) ? (
        <span className="tl-notice-values">
          {change.oldValue ? (
            <ZonedTimeText at={change.oldValue} portZone={zone} className="tl-notice-old" />
          ) : (
            <span className="tl-notice-first">{t('notice.firstGiven')}</span>
          )}
          <span className="tl-notice-arrow" aria-hidden="true">
            →
          </span>
          <ZonedTimeText at={change.newValue} portZone={zone} className="tl-notice-new" />
          <DeltaTag hours={change.deltaHours} />
          {!compact && (
            <span className="tl-notice-source">
              {t('notice.sourceLabel', { source: t(`notice.source.${change.source}`) })}
            </span>
          )}
        </span>
      ) : (
        <NewsValues change={change} compact={compact} />
      )}
    </li>
  );
}

/**
 * One notice: the number (a link to the shipment's detail), carrier, vessel and voyage, and each
 * change as old → new with its delta. `compact` for the bell's dropdown.
 */
export function NoticeItem({
  notice,
  compact = false,
  onMarkRead,
  marking = false,
  onOpen,
}: {
  notice: Notice;
  compact?: boolean;
  onMarkRead?: ((id: string) => void) | undefined;
  marking?: boolean;
  /** Called when the number's link is followed (the bell closes its dropdown). */
  onOpen?: (() => void) | undefined;
}) {
  const { t } = useTranslation('notifications');
  const { shipment } = notice;
  const unread = notice.readAt === null;
  const vessel = [shipment.vessel, shipment.voyage].filter(Boolean).join(' / ');
  return (
    <article
      className={`tl-notice ${unread ? 'tl-notice-unread' : ''} ${compact ? 'tl-notice-compact' : ''}`}
      data-testid="notice"
      data-notice-id={notice.id}
      data-unread={unread ? 'true' : 'false'}
    >
      <header className="tl-notice-head">
        {unread && <span className="tl-notice-dot" role="img" aria-label={t('centre.unreadTag')} />}
        <Link
          {...detailLink(shipment.subscriptionId, shipment.businessNumber)}
          className="tl-notice-number"
          data-testid="notice-number"
          onClick={onOpen}
        >
          {shipment.businessNumber}
        </Link>
        <span className="tl-notice-meta">
          <span title={t('notice.carrier')}>{shipment.carrierCode}</span>
          {vessel && <span title={t('notice.vessel')}>{vessel}</span>}
        </span>
        <span className="tl-notice-side">
          <ZonedTimeText at={notice.createdAt} className="tl-notice-at" />
          {unread && onMarkRead && (
            <Button
              size="small"
              type="link"
              className="tl-notice-mark"
              loading={marking}
              onClick={() => onMarkRead(notice.id)}
              data-testid="notice-mark-read"
            >
              {t('centre.markRead')}
            </Button>
          )}
        </span>
      </header>
      <ul className="tl-notice-changes">
        {notice.changes.map((change) => (
          <ChangeRow
            key={`${change.event}-${change.portCode}-${change.newValue}`}
            change={change}
            compact={compact}
          />
        ))}
      </ul>
    </article>
  );
}
