/** views.md §9: the wire's vessel units to what people read. */
export const knotsOf = (sog: number | null): number | null =>
  sog === null ? null : (sog * 3600) / 1000 / 1852;
export const degreesOf = (hdg: number | null): number | null => (hdg === null ? null : hdg / 100 / 2);
export const lngLatOf = (p: { lon: number; lat: number }): [number, number] => [p.lon / 1e6, p.lat / 1e6];
