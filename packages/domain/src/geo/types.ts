/** A position as [longitude, latitude] in degrees (GeoJSON order). */
export type LonLat = readonly [lon: number, lat: number];

/** A sea path: its points, the distance sailed to each point and the total, in nautical miles. */
export interface SeaPath {
  points: readonly LonLat[];
  cumulativeNm: readonly number[];
  lengthNm: number;
}
