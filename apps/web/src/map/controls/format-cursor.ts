/** Wraps a longitude from a world copy (e.g. −238.5) back into [−180, 180). */
export function wrapLongitude(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  return Object.is(wrapped, -0) ? 0 : wrapped;
}

/** "Lat 31.2304, Lon 121.4737": four decimals (about 11 m), longitude as on a chart. */
export function formatCursor(
  point: { lng: number; lat: number },
  latLabel: string,
  lonLabel: string,
): string {
  return `${latLabel} ${point.lat.toFixed(4)}, ${lonLabel} ${wrapLongitude(point.lng).toFixed(4)}`;
}
