import type {
  AisBaseStationReport,
  AisClassBPositionReport,
  AisMessage,
  AisPositionReport,
  AisUtcDateResponse,
} from './messages.js';

/**
 * `JSON.stringify(message)`, character for character, faster for the types that make up most of
 * a feed (1–3, 4, 11, 18): one template per type instead of the generic serialiser, which took
 * half the CPU of `ais decode` on Node 20. Other types go through JSON.stringify. json.test.ts
 * checks the two agree on every message of every fixture.
 */
export function aisMessageJson(message: AisMessage): string {
  switch (message.type) {
    case 1:
    case 2:
    case 3:
      return positionJson(message);
    case 4:
    case 11:
      return baseStationJson(message);
    case 18:
      return classBJson(message);
    default:
      return JSON.stringify(message);
  }
}

/** A number, or one of gpsd's legend strings ("nan", "fast", …), which need no escaping. */
const value = (v: number | string): string => (typeof v === 'string' ? `"${v}"` : `${v}`);

function head(m: AisMessage): string {
  const device = m.device === undefined ? '' : `,"device":${JSON.stringify(m.device)}`;
  return `{"class":"AIS"${device},"type":${m.type},"repeat":${m.repeat},"mmsi":${m.mmsi},"scaled":${m.scaled}`;
}

const tail = (m: AisMessage): string =>
  m.tagblock === undefined ? '}' : `,"tagblock":${JSON.stringify(m.tagblock)}}`;

function positionJson(m: AisPositionReport): string {
  return `${head(m)},"status":${m.status},"status_text":${JSON.stringify(m.status_text)},"turn":${value(m.turn)},"speed":${value(m.speed)},"accuracy":${m.accuracy},"lon":${m.lon},"lat":${m.lat},"course":${m.course},"heading":${m.heading},"second":${m.second},"maneuver":${m.maneuver},"raim":${m.raim},"radio":${m.radio}${tail(m)}`;
}

function baseStationJson(m: AisBaseStationReport | AisUtcDateResponse): string {
  return `${head(m)},"timestamp":"${m.timestamp}","accuracy":${m.accuracy},"lon":${m.lon},"lat":${m.lat},"epfd":${m.epfd},"epfd_text":${JSON.stringify(m.epfd_text)},"raim":${m.raim},"radio":${m.radio}${tail(m)}`;
}

function classBJson(m: AisClassBPositionReport): string {
  return `${head(m)},"reserved":${m.reserved},"speed":${m.speed},"accuracy":${m.accuracy},"lon":${m.lon},"lat":${m.lat},"course":${m.course},"heading":${m.heading},"second":${m.second},"regional":${m.regional},"cs":${m.cs},"display":${m.display},"dsc":${m.dsc},"band":${m.band},"msg22":${m.msg22},"raim":${m.raim},"radio":${m.radio}${tail(m)}`;
}
