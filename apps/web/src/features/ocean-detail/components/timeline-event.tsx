import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import type { Language, ShipmentEvent } from '@tracklane/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../shared/time/zoned-time';
import { HoverTip } from '../../../shared/ui/hover-tip';
import { eventText } from '../model/labels';

const WAREHOUSE = new Set(['HOUSE', 'STUF', 'STRP']);

/** The kind tag of an event a forwarder plans around: truck, rail, feeder, warehouse, yard move. */
function kindOf(e: ShipmentEvent): string | null {
  const code = String(e.eventCode);
  if (code === 'DUMP') return 'dump';
  if (WAREHOUSE.has(code)) return 'warehouse';
  const mode = e.transportCall?.transportCategory;
  if (mode === 'TRUCK') return 'truck';
  if (mode === 'RAIL') return 'rail';
  if (mode === 'FEEDER') return 'feeder';
  return null;
}

/**
 * One milestone: a check mark when it happened (ACT), a hollow circle and the muted date style
 * when it is expected (EST/PLN), the time on the port's clock, the vessel, the warning flag, and
 * a conflict marker when the carrier dates it before an event that must come first (`after`).
 */
export function TimelineEvent({
  event,
  zone,
  language,
  conflictWith,
}: {
  event: ShipmentEvent;
  zone: string | null;
  language: Language;
  /** The event of lower rank at this port that the carrier dates later than this one. */
  conflictWith?: ShipmentEvent | undefined;
}) {
  const { t } = useTranslation(['oceanDetail', 'ocean']);
  const actual = event.eventClassifier === 'ACT';
  const { time: format } = useTimeFormat();
  const time = format(event.eventTime, zone);
  const scheduled = !actual && event.sEventTime !== event.eventTime ? format(event.sEventTime, zone) : null;
  const call = event.transportCall;
  const vessel = call?.vessel;
  const kind = kindOf(event);
  const ids = [vessel?.mmsi && `MMSI ${vessel.mmsi}`, vessel?.imo && `IMO ${vessel.imo}`].filter(Boolean);

  return (
    <div
      className={`tl-od-event${event.eventWarning ? ' tl-od-event-warn' : ''}`}
      data-testid="timeline-event"
      data-event-code={event.eventCode}
      data-classifier={event.eventClassifier}
      data-warning={event.eventWarning ?? undefined}
      data-conflict={conflictWith ? 'true' : undefined}
    >
      {actual ? (
        <CheckCircleFilled
          className="tl-od-icon-act"
          data-testid="event-act-icon"
          aria-label={t('timeline.actual')}
        />
      ) : (
        <span
          className="tl-od-icon-est"
          data-testid="event-est-icon"
          role="img"
          aria-label={t('timeline.estimated')}
        />
      )}
      <div>
        <div className="tl-od-event-title">
          <span className={actual ? undefined : 'tl-od-muted'}>{eventText(event, language)}</span>
          {kind && <Tag style={{ marginInlineEnd: 0 }}>{t(`timeline.kinds.${kind}`)}</Tag>}
          {event.eventWarning && (
            <Tag color="#ff7849" style={{ marginInlineEnd: 0 }}>
              {t(`ocean:warning.${event.eventWarning}`, { defaultValue: event.eventWarning })}
            </Tag>
          )}
          {conflictWith && <ConflictMarker after={conflictWith} zone={zone} language={language} />}
        </div>
        {time && (
          <div className={actual ? 'tl-od-event-time' : 'tl-od-est'} data-time={`${time.text} ${time.zone}`}>
            {time.text} <span className="tl-od-muted tl-time-zone">{time.zone}</span>
            {scheduled && (
              <span className="tl-od-event-meta"> · {t('timeline.scheduled', { time: scheduled.text })}</span>
            )}
          </div>
        )}
        {(vessel?.vesselName || call?.voyage) && (
          <div className="tl-od-event-meta" data-testid="event-vessel">
            {vessel?.vesselName}
            {call?.voyage ? ` · ${t('timeline.voyage', { voyage: call.voyage })}` : ''}
            {ids.length > 0 ? ` · ${ids.join(' · ')}` : ''}
          </div>
        )}
        {call?.facilityName && <div className="tl-od-event-meta">{call.facilityName}</div>}
      </div>
    </div>
  );
}

/** "Dates conflict", explained on hover, focus or tap: which event the carrier dates after this one. */
function ConflictMarker({
  after,
  zone,
  language,
}: {
  after: ShipmentEvent;
  zone: string | null;
  language: Language;
}) {
  const { t } = useTranslation('oceanDetail');
  const { time: format } = useTimeFormat();
  const time = format(after.eventTime, zone);
  const hint = t('timeline.conflictHint', {
    event: eventText(after, language),
    time: time ? `${time.text} ${time.zone}` : after.eventTime,
  });
  return (
    <HoverTip content={hint} tooltip={{ trigger: ['hover', 'focus', 'click'] }}>
      <Tag
        color="gold"
        icon={<ExclamationCircleOutlined />}
        style={{ marginInlineEnd: 0, cursor: 'help' }}
        tabIndex={0}
        aria-label={hint}
        data-testid="event-conflict"
      >
        {t('timeline.conflict')}
      </Tag>
    </HoverTip>
  );
}
