import type { OceanShipmentView, Place, Transport } from '@tracklane/domain';
import type { Database } from '../../db/database.js';
import { rowsOf } from '../ocean/sql-rows.js';
import { PORT_AREA_KM } from './port-vessel-activity.js';

/** A vessel this close to the port's reference point and stopped (or moored) is at a berth. */
const BERTH_KM = 10;
/** 0.5 knot in tenths: slower than this is stopped. */
const STOPPED_TENTHS = 5;
const DAY = 86_400_000;

interface Point {
  at: number;
  lat: number;
  lon: number;
  sog: number | null;
  nav: number | null;
}

const km = (a: { lat: number; lon: number }, b: { lat: number; lon: number }): number => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.sqrt(h));
};
const timeOf = (call: { actual: string | null; estimated: string | null; scheduled: string | null }) => {
  const t = call.actual ?? call.estimated ?? call.scheduled;
  return t ? Date.parse(t) : null;
};

async function overviewPoints(db: Database, mmsi: number, from: number, to: number): Promise<Point[]> {
  const result = await db.executeSql(
    `select (extract(epoch from at) * 1000)::float8 as at, lat_e6 / 1e6 as lat, lon_e6 / 1e6 as lon, sog,
       nav_status as nav from vessel_track_overview where mmsi = $1 and at >= $2 and at < $3 order by at`,
    [mmsi, new Date(from).toISOString(), new Date(to).toISOString()],
  );
  return rowsOf<Point>(result).map((p) => ({ ...p, lat: Number(p.lat), lon: Number(p.lon) }));
}

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
  const places: Place[] = [];
  for (const place of view.proxy.places) {
    const port = coords.get(place.code);
    if (!port || (place.type !== 2 && place.type !== 4)) {
      places.push(place);
      continue;
    }
    if (place.type === 2) {
      const leg = view.transports.find((t) => t.loadTransportCall.locationCode === place.code && withMmsi(t));
      const ref = leg ? timeOf(leg.loadTransportCall) : null;
      if (!leg || ref === null) {
        places.push(place);
        continue;
      }
      const points = await overviewPoints(
        db,
        withMmsi(leg) as number,
        ref - 2 * DAY,
        Math.min(now, ref + 3 * DAY),
      );
      // Out of the area after having been in it.
      const inside = points.findIndex((p) => km(p, port) <= PORT_AREA_KM);
      const left = inside < 0 ? undefined : points.slice(inside).find((p) => km(p, port) > PORT_AREA_KM);
      places.push({ ...place, ata_ais: left ? new Date(left.at).toISOString() : null });
      continue;
    }
    const leg = [...view.transports]
      .reverse()
      .find((t) => t.dischargeTransportCall.locationCode === place.code && withMmsi(t));
    const from = leg ? timeOf(leg.loadTransportCall) : null;
    if (!leg || from === null || from > now) {
      places.push(place);
      continue;
    }
    const points = await overviewPoints(db, withMmsi(leg) as number, from, now + 1);
    const arrived = points.find((p) => km(p, port) <= PORT_AREA_KM);
    const berthed = arrived
      ? points.find(
          (p) =>
            p.at >= arrived.at &&
            km(p, port) <= BERTH_KM &&
            (p.nav === 5 || (p.nav !== 1 && p.sog !== null && p.sog < STOPPED_TENTHS)),
        )
      : undefined;
    places.push({
      ...place,
      ata_ais: arrived ? new Date(arrived.at).toISOString() : null,
      atb_ais: berthed ? new Date(berthed.at).toISOString() : null,
    });
  }
  return { ...view, proxy: { ...view.proxy, places } };
}
