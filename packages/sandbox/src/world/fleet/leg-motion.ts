import { pointAlong } from '../geo/index.js';
import type { SeaPath } from '../model.js';
import { HARBOUR_SPEED_KN, HOUR_MS, harbourZoneNm } from './sailing.js';

/**
 * How a ship moves along one leg between a departure and the next arrival: harbour speed through
 * the first and last miles, cruise in between. With far more time than the distance needs (the
 * ship is ahead of the port's berth window, or waits for a loop to restart) it keeps a sensible
 * minimum cruise and waits at anchor off the destination instead of crawling.
 */

/** Below this average a master would rather steam and anchor than crawl. */
export const MIN_CRUISE_KN = 11;
/** The anchorage lies this far before the end of the path (at most a quarter of the leg). */
const ANCHORAGE_NM = 4;

export interface LegMotion {
  path: SeaPath;
  departure: number;
  /** When the ship reaches the anchorage (or the berth, when it does not anchor). */
  sailEnd: number;
  /** Distance sailed: the whole path, or up to the anchorage. */
  sailNm: number;
  zoneNm: number;
  harbourKn: number;
  cruiseKn: number;
  anchors: boolean;
}

export interface LegPoint {
  lon: number;
  lat: number;
  courseDeg: number;
  sogKn: number;
  atAnchor: boolean;
}

export function planLegMotion(path: SeaPath, departure: number, arrival: number): LegMotion {
  const hours = Math.max(1e-6, (arrival - departure) / HOUR_MS);
  const length = path.lengthNm;
  const anchors = length > 0 && length / hours < MIN_CRUISE_KN;
  const sailNm = anchors ? length - Math.min(ANCHORAGE_NM, length / 4) : length;
  const zone = harbourZoneNm(sailNm);
  const harbourKn = Math.min(HARBOUR_SPEED_KN, anchors ? MIN_CRUISE_KN : length / hours);
  const sailHours = anchors ? (sailNm - 2 * zone) / MIN_CRUISE_KN + (2 * zone) / harbourKn : hours;
  const midHours = sailHours - (2 * zone) / harbourKn;
  // Too short a leg for a slow harbour stretch: one even speed the whole way.
  const trapezoid = midHours > 0 && (sailNm - 2 * zone) / midHours >= harbourKn;
  return {
    path,
    departure,
    sailEnd: departure + sailHours * HOUR_MS,
    sailNm,
    zoneNm: trapezoid ? zone : 0,
    harbourKn: trapezoid ? harbourKn : sailNm / sailHours,
    cruiseKn: trapezoid ? (sailNm - 2 * zone) / midHours : sailNm / sailHours,
    anchors,
  };
}

export function legPointAt(m: LegMotion, t: number): LegPoint {
  if (t >= m.sailEnd) {
    const p = pointAlong(m.path, m.sailNm);
    return {
      lon: p.lon,
      lat: p.lat,
      courseDeg: p.courseDeg,
      sogKn: m.anchors ? 0 : m.harbourKn,
      atAnchor: m.anchors,
    };
  }
  const elapsed = Math.max(0, (t - m.departure) / HOUR_MS);
  const remaining = (m.sailEnd - t) / HOUR_MS;
  const zoneHours = m.zoneNm / m.harbourKn;
  let nm: number;
  let sogKn: number;
  if (elapsed < zoneHours) {
    nm = elapsed * m.harbourKn;
    sogKn = m.harbourKn;
  } else if (remaining < zoneHours) {
    nm = m.sailNm - remaining * m.harbourKn;
    sogKn = m.harbourKn;
  } else {
    nm = m.zoneNm + (elapsed - zoneHours) * m.cruiseKn;
    sogKn = m.cruiseKn;
  }
  const p = pointAlong(m.path, Math.min(m.sailNm, Math.max(0, nm)));
  return { lon: p.lon, lat: p.lat, courseDeg: p.courseDeg, sogKn, atAnchor: false };
}
