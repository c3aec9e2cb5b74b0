import type {
  AisStation,
  AisStationKind,
  VesselCurrent,
  VesselLocation,
  VesselParticulars,
  VesselPosition,
} from '@tracklane/domain';
import { request } from '../../../app/request';

async function get<T>(url: string, params: Record<string, string | number>, silent = false): Promise<T> {
  return (await request<T>({ url, params, silent })).data;
}

/** A map view in degrees; west > east when it crosses 180°. */
export interface MapViewBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Every vessel call the web makes (views.md §7 Vessel). */
export const vesselApi = {
  /** Latest position, or null when the vessel has none (a vessel AIS never heard of is 40400). */
  location: (mmsi: number) => get<VesselLocation | null>('/application/vessel/location', { mmsi }, true),
  current: (mmsi: number) => get<VesselCurrent>('/application/vessel/current', { mmsi }),
  info: (mmsi: number) => get<VesselParticulars>('/application/vessel/info', { mmsi }),
  /** Up to 10 vessels by name, MMSI or IMO. */
  search: (kw: string) => get<VesselCurrent[]>('/vessel2/vessels', { kw }),
  /**
   * Track between two instants, oldest first, thinned to ≤ 2,000 points. The server answers
   * 40000 when start is not before end; callers skip such requests (views.md §5) instead.
   */
  track: (mmsi: number, start: Date, end: Date) =>
    get<VesselPosition[]>(
      '/application/vessel',
      { mmsi, startTime: start.toISOString(), endTime: end.toISOString() },
      true,
    ),
  /** Base stations, aids to navigation and SAR aircraft in a view (degrees), at most 500. */
  aisStations: (view: MapViewBox, kinds: readonly AisStationKind[]) =>
    get<AisStation[]>('/vessel2/ais-stations', { ...view, kinds: kinds.join(',') }, true),
  history: (mmsi: number, begin: Date) =>
    get<VesselPosition[]>('/application/vessel/history', { mmsi, begin: begin.toISOString() }, true),
};
