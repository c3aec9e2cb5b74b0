import { ArrowRightOutlined } from '@ant-design/icons';
import type { DateRevision, Language, OceanShipmentView, Place } from '@tracklane/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeFormat } from '../../../shared/time/zoned-time';
import { HoverTip } from '../../../shared/ui/hover-tip';
import { portName, signedDays } from '../model/labels';

import { PortTimeText } from './port-time-text';

const placeOf = (s: OceanShipmentView, ...types: Place['type'][]) =>
  types.map((type) => s.proxy.places.find((p) => p.type === type)).find(Boolean) ?? null;

function DelayText({ days, testId }: { days: number | null; testId: string }) {
  const { t } = useTranslation('oceanDetail');
  if (days === null) return null;
  const cls = days > 0.05 ? 'tl-od-late' : days < -0.05 ? 'tl-od-early' : 'tl-od-muted';
  return (
    <span className={cls} data-testid={testId} data-days={days}>
      {t('route.days', { value: signedDays(days) })}
    </span>
  );
}

/** The list of estimates as they changed, newest first (shown on hover of ETD/ETA). */
function History({ list, zone, title }: { list: DateRevision[]; zone: string | null; title: string }) {
  const { t } = useTranslation('oceanDetail');
  const { time } = useTimeFormat();
  return (
    <div className="tl-od-history-box">
      <strong>{title}</strong>
      <ul className="tl-od-history" data-testid="eta-history">
        {[...list].reverse().map((r) => {
          const value = time(r.value, zone);
          return (
            <li key={`${r.recordedAt}-${r.value}`}>
              <span data-testid="eta-history-value" data-time={value ? `${value.text} ${value.zone}` : ''}>
                <span className="tl-time-text">{value?.text}</span>{' '}
                <span className="tl-od-muted tl-time-zone">{value?.zone}</span>
              </span>
              <span className="tl-od-muted">
                {t('route.recorded', { time: time(r.recordedAt, zone)?.text.slice(0, 10) })}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Side({
  testId,
  title,
  place,
  name,
  zone,
  language,
  rows,
}: {
  testId: string;
  title: string;
  place: Place | null;
  name: string | null;
  zone: string | null;
  language: Language;
  rows: ReactNode;
}) {
  return (
    <div>
      <div className="tl-od-muted">{title}</div>
      <div className="tl-od-place-name" data-testid={testId}>
        {name ?? place?.name ?? '—'}
      </div>
      {place && <div className="tl-od-muted">{place.code}</div>}
      <dl className="tl-od-times" lang={language === 'jp' ? 'ja' : language} data-zone={zone ?? ''}>
        {rows}
      </dl>
    </div>
  );
}

/** Origin and destination with STD/STA, ETD/ATD, ETA/ATA, delays and transit days (views.md §2). */
export function RouteSummary({ shipment, language }: { shipment: OceanShipmentView; language: Language }) {
  const { t } = useTranslation('oceanDetail');
  const locationOf = (code: string | undefined) =>
    shipment.shipmentLocations.find((l) => l.location.locationCode === code)?.location;
  const zoneOf = (code: string | undefined) => locationOf(code)?.portTimeZone ?? null;
  const nameOf = (place: Place | null) => {
    const location = locationOf(place?.code);
    return location ? portName(location, language) : null;
  };
  const origin = placeOf(shipment, 1, 2);
  const destination = placeOf(shipment, 5, 4);
  const pol = placeOf(shipment, 2);
  const pod = placeOf(shipment, 4);
  const polZone = zoneOf(pol?.code);
  const podZone = zoneOf(pod?.code);
  const withHistory = (node: ReactNode, list: DateRevision[], zone: string | null, title: string) =>
    list.length > 1 ? (
      <HoverTip
        kind="popover"
        content={<History list={list} zone={zone} title={title} />}
        popover={{ trigger: ['hover', 'click'] }}
      >
        <span style={{ cursor: 'help', borderBottom: '1px dashed #9aa3b2' }}>{node}</span>
      </HoverTip>
    ) : (
      node
    );

  return (
    <div className="tl-od-route" data-testid="detail-route">
      <Side
        testId="detail-origin"
        title={t('route.origin')}
        place={origin}
        name={nameOf(origin)}
        zone={polZone}
        language={language}
        rows={
          <>
            <dt>{t('route.std')}</dt>
            <dd>
              <PortTimeText value={pol?.sta} zone={polZone} actual={false} />
            </dd>
            <dt>{pol?.ata ? t('route.atd') : t('route.etd')}</dt>
            <dd data-testid="detail-departure">
              {withHistory(
                <PortTimeText value={pol?.ata ?? pol?.eta} zone={polZone} actual={Boolean(pol?.ata)} />,
                shipment.etdHistory,
                polZone,
                t('route.etdHistory'),
              )}{' '}
              <DelayText days={shipment.departureDelayDays} testId="detail-departure-delay" />
            </dd>
            {pol?.ata_ais && (
              <>
                <dt>{t('route.atdAis')}</dt>
                <dd data-testid="detail-departure-ais">
                  <PortTimeText value={pol.ata_ais} zone={polZone} actual />
                </dd>
              </>
            )}
          </>
        }
      />
      <div className="tl-od-route-mid">
        <ArrowRightOutlined />
        {shipment.durationDays !== null && (
          <div data-testid="detail-duration">
            <div>{t('route.duration')}</div>
            <strong>{t('route.days', { value: Math.round(shipment.durationDays * 10) / 10 })}</strong>
          </div>
        )}
      </div>
      <Side
        testId="detail-destination"
        title={t('route.destination')}
        place={destination}
        name={nameOf(destination)}
        zone={podZone}
        language={language}
        rows={
          <>
            <dt>{t('route.sta')}</dt>
            <dd>
              <PortTimeText value={pod?.sta} zone={podZone} actual={false} />
            </dd>
            <dt>{pod?.ata ? t('route.ata') : t('route.eta')}</dt>
            <dd data-testid="detail-arrival">
              {withHistory(
                <PortTimeText value={pod?.ata ?? pod?.eta} zone={podZone} actual={Boolean(pod?.ata)} />,
                shipment.etaHistory,
                podZone,
                t('route.etaHistory'),
              )}{' '}
              <DelayText days={shipment.arrivalDelayDays} testId="detail-arrival-delay" />
            </dd>
            {pod?.ata_ais && (
              <>
                <dt>{t('route.ataAis')}</dt>
                <dd data-testid="detail-arrival-ais">
                  <PortTimeText value={pod.ata_ais} zone={podZone} actual />
                </dd>
              </>
            )}
            {pod?.atb_ais && (
              <>
                <dt>{t('route.atbAis')}</dt>
                <dd data-testid="detail-berth-ais">
                  <PortTimeText value={pod.atb_ais} zone={podZone} actual />
                </dd>
              </>
            )}
          </>
        }
      />
    </div>
  );
}
