import type { BitWriter } from './nmea/bit-writer.js';
import { encodeAidToNavigation } from './nmea/messages/aid-to-navigation.js';
import { encodeBaseStation } from './nmea/messages/base-station.js';
import { encodeSarAircraft } from './nmea/messages/sar-aircraft.js';

/** A shore station sending type 4 reports, e.g. at a port the fleet calls at. */
export interface BaseStation {
  /** 00MIDXXXX. */
  mmsi: number;
  lon: number;
  lat: number;
}

/** A buoy or beacon sending type 21 reports (a virtual one marks a place with no physical mark). */
export interface AidToNavigation {
  /** 99MIDXXXX. */
  mmsi: number;
  name: string;
  /** ITU-R M.1371 table 74: 24 port hand mark, 25 starboard hand, 28 isolated danger, 29 safe water … */
  aidType: number;
  lon: number;
  lat: number;
  virtual?: boolean;
}

/** A search-and-rescue aircraft flying circles over a search area (type 9 reports). */
export interface SarAircraft {
  /** 111MIDXXX. */
  mmsi: number;
  /** Centre of the search pattern and its radius, degrees. */
  lon: number;
  lat: number;
  radiusDeg: number;
  altitudeM: number;
  sogKn: number;
  /** Simulated minutes per circle. */
  periodMin: number;
}

export interface AisShoreStations {
  baseStations?: readonly BaseStation[];
  aidsToNavigation?: readonly AidToNavigation[];
  sarAircraft?: readonly SarAircraft[];
}

/**
 * The sandbox world's stations that are not ships: a base station at each of seven major ports,
 * marks on their approaches (one of them virtual) and two SAR aircraft searching, off Zhoushan
 * and east of Singapore. Made-up MMSIs of the right form; places near the real ones.
 */
export const DEFAULT_SHORE_STATIONS: Required<AisShoreStations> = {
  baseStations: [
    { mmsi: 4_131_001, lon: 122.07, lat: 30.62 }, // Shanghai (Yangshan)
    { mmsi: 4_131_002, lon: 121.86, lat: 29.93 }, // Ningbo
    { mmsi: 4_770_001, lon: 114.17, lat: 22.3 }, // Hong Kong
    { mmsi: 4_400_001, lon: 129.04, lat: 35.1 }, // Busan
    { mmsi: 5_630_001, lon: 103.85, lat: 1.26 }, // Singapore
    { mmsi: 2_440_001, lon: 4.05, lat: 51.98 }, // Rotterdam
    { mmsi: 3_660_001, lon: -118.27, lat: 33.73 }, // Los Angeles
  ],
  aidsToNavigation: [
    { mmsi: 994_131_001, name: 'CHANGJIANGKOU LANBY', aidType: 31, lon: 122.45, lat: 31.1 },
    { mmsi: 994_131_002, name: 'YANGSHAN NO 1', aidType: 24, lon: 122.16, lat: 30.59 },
    { mmsi: 994_131_003, name: 'YANGSHAN NO 2', aidType: 25, lon: 122.16, lat: 30.615 },
    { mmsi: 994_771_001, name: 'LAMMA CHANNEL', aidType: 25, lon: 114.12, lat: 22.2 },
    { mmsi: 995_631_001, name: 'SINGAPORE STRAIT EAST', aidType: 21, lon: 104.05, lat: 1.22 },
    { mmsi: 995_631_002, name: 'WRECK MARK', aidType: 28, lon: 103.95, lat: 1.18, virtual: true },
    { mmsi: 992_441_001, name: 'MAAS CENTER', aidType: 29, lon: 3.87, lat: 52.01 },
    { mmsi: 993_661_001, name: 'LA APPROACH', aidType: 29, lon: -118.24, lat: 33.68 },
  ],
  sarAircraft: [
    { mmsi: 111_413_001, lon: 122.6, lat: 30.2, radiusDeg: 0.25, altitudeM: 300, sogKn: 140, periodMin: 20 },
    { mmsi: 111_563_001, lon: 104.3, lat: 1.6, radiusDeg: 0.2, altitudeM: 450, sogKn: 120, periodMin: 15 },
  ],
};

/** ITU-R M.1371 reporting intervals: base stations every 10 s, aids every 3 min, SAR aircraft every 10 s. */
export const SHORE_INTERVAL_MS = { base: 10_000, aton: 180_000, sar: 10_000 } as const;

/** One transmitter of the list above: its key, interval and what it sends at a simulated instant. */
export interface ShoreTransmitter {
  key: string;
  mmsi: number;
  intervalMs: number;
  render(simNow: number): BitWriter;
}

/** Where a SAR aircraft is at `simNow`, and its course (clockwise circles). */
export function sarAircraftAt(a: SarAircraft, simNow: number): { lon: number; lat: number; cogDeg: number } {
  const angle = ((simNow / 60_000 / a.periodMin) % 1) * 2 * Math.PI;
  const lat = a.lat + a.radiusDeg * Math.cos(angle);
  const lon = a.lon + (a.radiusDeg * Math.sin(angle)) / Math.cos((a.lat * Math.PI) / 180);
  // Moving clockwise from north: the course is the bearing of the tangent, 90° past the radius.
  const cogDeg = ((((angle * 180) / Math.PI + 90) % 360) + 360) % 360;
  return { lon, lat, cogDeg };
}

export function shoreTransmitters(stations: AisShoreStations): ShoreTransmitter[] {
  return [
    ...(stations.baseStations ?? []).map((s) => ({
      key: `base:${s.mmsi}`,
      mmsi: s.mmsi,
      intervalMs: SHORE_INTERVAL_MS.base,
      render: (simNow: number) =>
        encodeBaseStation({ ...s, time: simNow, accuracy: true, epfd: 7, raim: false, radio: 0 }),
    })),
    ...(stations.aidsToNavigation ?? []).map((a) => ({
      key: `aton:${a.mmsi}`,
      mmsi: a.mmsi,
      intervalMs: SHORE_INTERVAL_MS.aton,
      render: (simNow: number) =>
        encodeAidToNavigation({
          mmsi: a.mmsi,
          aidType: a.aidType,
          name: a.name,
          accuracy: true,
          lon: a.lon,
          lat: a.lat,
          dimensions: a.virtual ? null : { toBow: 2, toStern: 2, toPort: 2, toStarboard: 2 },
          epfd: a.virtual ? 0 : 1,
          fixTime: simNow,
          offPosition: false,
          raim: false,
          virtualAid: a.virtual ?? false,
        }),
    })),
    ...(stations.sarAircraft ?? []).map((a) => ({
      key: `sar:${a.mmsi}`,
      mmsi: a.mmsi,
      intervalMs: SHORE_INTERVAL_MS.sar,
      render: (simNow: number) =>
        encodeSarAircraft({
          mmsi: a.mmsi,
          altitudeM: a.altitudeM,
          sogKn: a.sogKn,
          accuracy: true,
          ...sarAircraftAt(a, simNow),
          fixTime: simNow,
          raim: false,
          radio: 0,
        }),
    })),
  ];
}
