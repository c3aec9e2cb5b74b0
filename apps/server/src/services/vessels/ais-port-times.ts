import type { OceanShipmentView, Place, Transport } from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { isBerthed, kmBetween as km, overviewPointsOfRanges, type TrackRange } from './ais-port-passage.js';
import { PORT_AREA_KM } from './port-vessel-activity.js';

const DAY = 86_400_000;

const timeOf = (call: { actual: string | null; estimated: string | null; scheduled: string | null }) => {
  const t = call.actual ?? call.estimated ?? call.scheduled;
  return t ? Date.parse(t) : null;
};

/**
 * proxy.places' ata_ais and atb_ais (views.md §3) from the vessel's own AIS track (the 10-minute
 * overview, so times are good to ten minutes): at the load port the moment the vessel left the
 * port area (the place's times are departures there); at the discharge port the moment it
 * entered the area and the moment it stopped at a berth. Read at request time, so a track that
 * arrives after the shipment's last refresh still counts. Places without a vessel MMSI, port
 * coordinates or AIS coverage keep null.
 */
export async function attachAisPortTimes(
  db: Database,
  view: OceanShipmentView | null,
  now: number = Date.now(),
): Promise<OceanShipmentView | null> {
  if (!view) return view;
  const coords = new Map(
    view.shipmentLocations.flatMap((l) =>
      l.location.lat === null || l.location.lon === null
        ? []
        : [[l.location.locationCode, { lat: l.location.lat, lon: l.location.lon }] as const],
    ),
  );
  const withMmsi = (t: Transport) => (t.vessel?.mmsi ? Number(t.vessel.mmsi) : null);
  // Which track each load or discharge port needs; read together in one round trip.
  const wanted: { index: number; port: { lat: number; lon: number }; range: TrackRange }[] = [];
  view.proxy.places.forEach((place, index) => {
    const port = coords.get(place.code);
    if (!port) return;
    if (place.type === 2) {
      const leg = view.transports.find((t) => t.loadTransportCall.locationCode === place.code && withMmsi(t));
      const ref = leg ? timeOf(leg.loadTransportCall) : null;
      if (!leg || ref === null) return;
      const range = { mmsi: withMmsi(leg) as number, from: ref - 2 * DAY, to: Math.min(now, ref + 3 * DAY) };
      wanted.push({ index, port, range });
    } else if (place.type === 4) {
      const leg = [...view.transports]
        .reverse()
        .find((t) => t.dischargeTransportCall.locationCode === place.code && withMmsi(t));
      const from = leg ? timeOf(leg.loadTransportCall) : null;
      if (!leg || from === null || from > now) return;
      wanted.push({ index, port, range: { mmsi: withMmsi(leg) as number, from, to: now + 1 } });
    }
  });
  const tracks = await overviewPointsOfRanges(
    db,
    wanted.map((w) => w.range),
  );
  const places: Place[] = [...view.proxy.places];
  wanted.forEach(({ index, port }, i) => {
    const place = places[index] as Place;
    const points = tracks[i] ?? [];
    if (place.type === 2) {
      // Out of the area after having been in it.
      const inside = points.findIndex((p) => km(p, port) <= PORT_AREA_KM);
      const left = inside < 0 ? undefined : points.slice(inside).find((p) => km(p, port) > PORT_AREA_KM);
      places[index] = { ...place, ata_ais: left ? new Date(left.at).toISOString() : null };
      return;
    }
    const arrived = points.find((p) => km(p, port) <= PORT_AREA_KM);
    const berthed = arrived ? points.find((p) => p.at >= arrived.at && isBerthed(p, port)) : undefined;
    places[index] = {
      ...place,
      ata_ais: arrived ? new Date(arrived.at).toISOString() : null,
      atb_ais: berthed ? new Date(berthed.at).toISOString() : null,
    };
  });
  return { ...view, proxy: { ...view.proxy, places } };
}
