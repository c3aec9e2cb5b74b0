import type { VesselPosition } from '@tracklane/domain';

/**
 * Vessel positions in the wire units of views.md §9, which the web converts back: coordinates
 * ×1e6 (integers; the web divides by 1e6), speed over ground in mm/s (the web shows knots as
 * sog×3600/1000/1852) and heading in 1/200° (the web shows hdg/100/2 degrees).
 */
export interface VesselPositionRow {
  mmsi: number;
  at: Date | string;
  lat_e6: number;
  lon_e6: number;
  sog: number | null;
  cog: number | null;
  heading: number | null;
  nav_status: number | null;
}

/** 0.1 knot → mm/s (1 knot = 1852 m/h). */
export const tenthKnotsToMmPerSecond = (tenths: number): number => Math.round((tenths * 185_200) / 3600);

export function toWirePosition(row: VesselPositionRow): VesselPosition {
  const cog = row.cog === null ? null : row.cog * 20;
  return {
    mmsi: row.mmsi,
    time: new Date(row.at).toISOString(),
    lat: row.lat_e6,
    lon: row.lon_e6,
    sog: row.sog === null ? null : tenthKnotsToMmPerSecond(row.sog),
    cog,
    hdg: row.heading === null ? cog : row.heading * 200,
    navStatus: row.nav_status ?? -1,
  };
}
