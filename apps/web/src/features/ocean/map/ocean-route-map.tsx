import { localPortName, type OceanShipmentView, wrapLon } from '@tracklane/domain';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { MapView } from '../../../map/core/map-view';
import { FitBounds } from '../../../map/layers/fit-bounds';
import { LabelMarker } from '../../../map/layers/label-marker';
import { PortMarkers, type PortPoint } from '../../../map/layers/port-markers';
import { RouteLayer } from '../../../map/layers/route-layer';
import { VesselMarker } from '../../../map/layers/vessel-marker';
import { markOnce } from '../../../shared/perf/mark-once';
import { timeText, useTimeFormat } from '../../../shared/time/zoned-time';
import { buildLegs, isSeaLeg, locationCoordinates } from './route/build-legs';
import { buildRoute } from './route/build-route';
import { arrivalDelayDays } from './route/delay';
import { seaLegPath } from './route/sea-path';
import { type AisState, useAisRoute } from './use-ais-route';
import { useNow } from './use-now';
import { seaLegKey, useSeaPlans } from './use-sea-plans';

/**
 * CONTRACT (issue 6) — the map of one ocean shipment: base layers, the route by mode, the vessel
 * marker, port markers, delay highlighting. Used by /ocean/detail and the embedded /map/ocean.
 */
export interface OceanRouteMapProps {
  /** Null while loading or when there is no data: the map shows the world at zoom 3. */
  shipment: OceanShipmentView | null;
  /** views.md §4: delay highlighting (orange route + days tooltip) only when true. */
  warn?: boolean;
  /** Pixels covered by an open drawer on the left, so fitting the route avoids it. */
  leftInset?: number;
  /** The shipment is still being fetched (null now, a route to come): the land waits for it. */
  loading?: boolean;
}

markOnce('tl:map-module');

/** "2026-01-11 08:30" (UTC, §9 trims times to 16 characters). */

const shipmentKey = (s: OceanShipmentView) =>
  s.proxy.containerNo ?? s.proxy.billNo ?? s.proxy.booking.bookingNo ?? 'shipment';

/**
 * The wrapper fills its parent and carries `data-testid="ocean-route-map"` and
 * `data-route-state`: 'loading' (no shipment or route not yet planned), 'drawn' (the route
 * data is on screen: every tile of the route source was loaded with it and a frame was rendered
 * after that, see RouteLayer's onDrawn), or 'empty' (shipment without ports);
 * `data-delayed` says whether delay highlighting is on. Once a route is drawn,
 * `data-route-source` says whether the current sea leg comes from AIS ('ais') or from the
 * schedule ('schedule'); `data-vessel-lng`/`-lat` give the vessel marker's final position
 * (longitude in ±180), and with AIS `data-vessel-mmsi` and `data-vessel-time` the report used.
 */
export function OceanRouteMap({
  shipment,
  warn = false,
  leftInset = 0,
  loading = false,
}: OceanRouteMapProps) {
  const { t } = useTranslation('map');
  const { time } = useTimeFormat();
  const language = useSession((s) => s.language);
  const now = useNow();
  const legs = useMemo(() => (shipment ? buildLegs(shipment, now) : []), [shipment, now]);
  const { plans, pending: plansPending } = useSeaPlans(legs);
  const ais: AisState = useAisRoute(shipment, legs, now);
  // Hold the route back while AIS for the current leg may still arrive: drawing the schedule's
  // estimate first and then jumping to AIS would report a 'drawn' route that was not the one meant.
  const pending = plansPending || ais.status === 'pending';
  const delayDays = arrivalDelayDays(shipment, warn);
  const planKey = [...plans].map(([k, v]) => `${k}:${v?.length ?? -1}`).join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: planKey stands for `plans`, a new Map each render.
  const route = useMemo(() => {
    if (!shipment || legs.length === 0 || pending) return null;
    markOnce('tl:route-data');
    const podCode =
      shipment.proxy.places.find((p) => p.type === 4)?.code ??
      shipment.shipmentLocations.find((l) => l.locationCategory === 'POD')?.location.locationCode ??
      null;
    return buildRoute(
      legs,
      (leg) => (isSeaLeg(leg) ? seaLegPath(plans.get(seaLegKey(leg)), leg.from, leg.to) : [leg.from, leg.to]),
      now,
      { delayed: delayDays !== null, podCode, ais: ais.route },
    );
  }, [shipment, legs, pending, planKey, now, delayDays, ais.route]);

  const ports = useMemo<PortPoint[]>(() => {
    if (!shipment) return [];
    const where = locationCoordinates(shipment);
    const seen = new Set<string>();
    const out: PortPoint[] = [];
    for (const { location } of shipment.shipmentLocations) {
      const at = route?.ports.get(location.locationCode) ?? where.get(location.locationCode);
      if (!at || seen.has(location.locationCode)) continue;
      seen.add(location.locationCode);
      const name = localPortName(location, language);
      out.push({ code: location.locationCode, name, lng: at[0], lat: at[1] });
    }
    return out;
  }, [shipment, route, language]);

  const extent = useMemo(
    () => (route ? route.extent : ports.map((p) => [p.lng, p.lat] as [number, number])),
    [route, ports],
  );

  // 'drawn' once this shipment's route reached the screen; a later redraw (time passing, a live
  // refresh) does not send it back to 'loading'.
  const [drawn, setDrawn] = useState<string | null>(null);
  const key = shipment ? shipmentKey(shipment) : null;
  const state = !shipment
    ? 'loading'
    : legs.length === 0
      ? 'empty'
      : route && drawn === key
        ? 'drawn'
        : 'loading';
  const vessel = route?.vessel;
  const aisTime = (iso: string) => timeText(time(iso));
  const vesselTip = [
    vessel?.vesselName,
    vessel?.source === 'ais' && ais.route
      ? t('vessel.ais', { time: aisTime(ais.route.time) })
      : t('vessel.estimated'),
  ]
    .filter(Boolean)
    .join(' · ');
  // For tests and support: where the marker is (longitude folded into ±180) and what drew it.
  const at = vessel?.position;

  return (
    <div
      data-testid="ocean-route-map"
      data-route-state={state}
      data-delayed={route && delayDays !== null ? 'true' : 'false'}
      data-route-source={route ? (ais.route ? 'ais' : 'schedule') : undefined}
      data-vessel-mmsi={ais.route?.mmsi}
      data-vessel-time={ais.route?.time}
      data-ais-points={ais.route?.sailed.length}
      data-vessel-lng={at ? wrapLon(at[0]).toFixed(6) : undefined}
      data-vessel-lat={at ? at[1].toFixed(6) : undefined}
      style={{ width: '100%', height: '100%' }}
    >
      <MapView leftInset={leftInset} holdLand={state === 'loading' && (shipment !== null || loading)}>
        {route && (
          <RouteLayer
            id="ocean-route"
            data={route.lines}
            onDrawn={() => {
              markOnce('tl:route-drawn');
              // The frame is on its way to the screen now: the page (and a test reading the
              // state) learns it now, not after React's next scheduled render.
              flushSync(() => setDrawn(key));
            }}
          />
        )}
        <PortMarkers ports={ports} />
        {vessel && key && (
          <VesselMarker animationKey={key} path={vessel.path} tooltip={vesselTip} heading={vessel.heading} />
        )}
        {route?.delayAnchor && delayDays !== null && (
          <LabelMarker
            at={route.delayAnchor}
            text={t(delayDays === 1 ? 'delay.oneDay' : 'delay.days', { count: delayDays })}
            className="tl-delay-tip"
            testId="delay-tooltip"
          />
        )}
        <FitBounds points={extent} leftInset={leftInset} />
      </MapView>
    </div>
  );
}
