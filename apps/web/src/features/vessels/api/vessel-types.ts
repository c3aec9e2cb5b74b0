/**
 * The vessel calls' payloads (views.md §7 Vessel; units of §9, documented in the OpenAPI schema
 * of apps/server/src/routes/vessel/schemas.ts): coordinates ×1e6, sog in mm/s (knots =
 * sog×3600/1000/1852), cog and hdg in 1/200° (degrees = hdg/100/2).
 */
export interface VesselPosition {
  mmsi: number;
  /** ISO 8601 UTC of the report. */
  time: string;
  lat: number;
  lon: number;
  sog: number | null;
  cog: number | null;
  hdg: number | null;
  /** AIS navigation status 0–15, -1 unknown. */
  navStatus: number;
}

/** views.md §3 vessel position: lat, lon, hdg, sog, dest, eta. */
export interface VesselLocation extends VesselPosition {
  dest: string | null;
  eta: string | null;
}

export interface VesselParticulars {
  mmsi: number;
  imo: number | null;
  name: string | null;
  callsign: string | null;
  shipType: number | null;
  length: number | null;
  beam: number | null;
  draught: number | null;
  destination: string | null;
  eta: string | null;
  flag: string | null;
  aisClass: string | null;
}

export interface VesselCurrent extends VesselParticulars {
  position: VesselPosition | null;
}

/** Pushed over GET /application/live for the vessels a page watches (see use-vessel-live). */
export interface VesselPositionsNotice {
  type: 'vessel.positions';
  positions: VesselLocation[];
}
