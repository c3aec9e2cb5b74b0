import type { Language, OceanShipmentView, ShipmentEvent } from '@tracklane/domain';
import { Collapse, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionItem } from '../../ocean';
import { useTerminalPanel } from '../hooks/use-terminal-panel';
import { containersOf, containerTimeline, type PortGroup } from '../model/group-events';
import { eventText, portName } from '../model/labels';
import { maskReference } from '../model/mask-reference';
import { ContainerTerminal } from './terminal-section';
import { TimelineEvent } from './timeline-event';

// Only boxes leaving a Chinese port have a plate field; its province picker (antd Select, about
// 25 KB gzip) is downloaded by the pages that show one, not by every detail page.
const PlateField = lazy(async () => ({ default: (await import('./plate-field')).PlateField }));

interface Props {
  shipment: OceanShipmentView;
  subscription: SubscriptionItem;
  language: Language;
  masked: boolean;
  readOnly: boolean;
  focusContainer?: string | undefined;
}

/** A Chinese origin (PRE or POL in CN): the box leaves by truck there, so a plate may be entered. */
function hasChineseOrigin(shipment: OceanShipmentView): boolean {
  return shipment.shipmentLocations.some(
    (l) =>
      (l.locationCategory === 'PRE' || l.locationCategory === 'POL') &&
      l.location.locationCode.startsWith('CN'),
  );
}

function PortBlock({
  group,
  shipment,
  language,
}: {
  group: PortGroup;
  shipment: OceanShipmentView;
  language: Language;
}) {
  const { t } = useTranslation('oceanDetail');
  const location = shipment.shipmentLocations.find(
    (l) => l.location.locationCode === group.portCode,
  )?.location;
  const first = group.events[0]?.transportCall;
  const name = location
    ? portName(location, language)
    : (first?.location?.locationName ?? first?.eventPlace ?? t('timeline.unplaced'));
  return (
    <div className="tl-od-port" data-testid="timeline-port" data-port={group.portCode ?? ''}>
      <div className="tl-od-port-name">
        <span className="tl-od-port-dot" />
        <span>{name}</span>
        {group.portCode && <span className="tl-od-muted">{group.portCode}</span>}
      </div>
      {group.events.map((e) => (
        <TimelineEvent
          key={e.id}
          event={e}
          zone={location?.portTimeZone ?? null}
          language={language}
          conflictWith={group.conflicts.get(e)}
        />
      ))}
    </div>
  );
}

function Documents({ events, language }: { events: ShipmentEvent[]; language: Language }) {
  const { t } = useTranslation('oceanDetail');
  if (events.length === 0) return null;
  return (
    <div className="tl-od-port" data-testid="timeline-documents">
      <div className="tl-od-port-name">
        <span className="tl-od-port-dot" style={{ background: '#9aa3b2' }} />
        <span>{t('timeline.documents')}</span>
      </div>
      {events.map((e) => (
        <TimelineEvent key={e.id} event={e} zone={null} language={language} />
      ))}
    </div>
  );
}

/**
 * One collapsible panel per container (views.md §2 Container timeline): its terminal info block,
 * the plate field, then its events grouped by port.
 */
export function ContainerTimeline({
  shipment,
  subscription,
  language,
  masked,
  readOnly,
  focusContainer,
}: Props) {
  const { t } = useTranslation('oceanDetail');
  const terminal = useTerminalPanel(shipment, subscription, readOnly, language);
  const containers = containersOf(shipment, focusContainer);
  const plate = hasChineseOrigin(shipment);
  const types = new Map(
    shipment.shipmentEquipments.map((e) => [e.equipment.equipmentCode, e.containerTypeGroup]),
  );

  const items = containers.map((code, i) => {
    const timeline = containerTimeline(shipment, code);
    const all = timeline.ports.flatMap((g) => g.events);
    const latest = [...all].reverse().find((e) => e.eventClassifier === 'ACT');
    return {
      key: code ?? `box-${i}`,
      label: (
        <div data-testid={`container-panel-${code ?? 'unlisted'}`}>
          <strong className="tl-od-event-time">
            {code ? maskReference(code, masked) : t('timeline.noContainer')}
          </strong>
          {code && types.get(code) && <Tag style={{ marginInlineStart: 6 }}>{types.get(code)}</Tag>}
          {latest && (
            <div className="tl-od-event-meta">
              {t('timeline.latest', { event: eventText(latest, language) })}
            </div>
          )}
        </div>
      ),
      children: (
        <div data-testid="container-timeline" data-container={code ?? ''}>
          <ContainerTerminal panel={terminal} container={code} language={language} masked={masked} />
          {plate && code && (
            <Suspense fallback={null}>
              <PlateField container={code} readOnly={readOnly} />
            </Suspense>
          )}
          <Documents events={timeline.documents} language={language} />
          {timeline.ports.map((group) => (
            <PortBlock
              key={`${group.portCode ?? 'x'}-${group.events[0]?.id}`}
              group={group}
              shipment={shipment}
              language={language}
            />
          ))}
          {all.length === 0 && <div className="tl-od-muted">{t('timeline.empty')}</div>}
        </div>
      ),
    };
  });

  return (
    <section data-testid="detail-containers">
      <h3 className="tl-od-section-title">{t('timeline.title')}</h3>
      <Collapse size="small" items={items} defaultActiveKey={items[0] ? [items[0].key] : []} />
    </section>
  );
}
