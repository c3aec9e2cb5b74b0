interface Located {
  locode: string;
  country: string;
  lat: number;
  lon: number;
}

/**
 * A zone from the longitude alone, the last resort for ports no nearby port tells us about.
 * IANA's Etc zones have POSIX signs: Etc/GMT-8 is UTC+8.
 */
export function zoneFromLongitude(lon: number): string {
  const hours = Math.round(lon / 15);
  if (hours === 0) return 'Etc/GMT';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/**
 * IANA time zone of every port: the known zone by locode, else the zone of the nearest port of
 * the same country that has one (countries rarely span zones along one coast, and when they do
 * the nearest port is the best guess), else a zone from the longitude.
 */
export function assignTimeZones(
  ports: readonly Located[],
  known: ReadonlyMap<string, string>,
): Map<string, string> {
  const zoned = new Map<string, Located[]>();
  for (const port of ports) {
    if (!known.has(port.locode)) continue;
    const list = zoned.get(port.country) ?? [];
    list.push(port);
    zoned.set(port.country, list);
  }
  const result = new Map<string, string>();
  for (const port of ports) {
    const own = known.get(port.locode);
    if (own) {
      result.set(port.locode, own);
      continue;
    }
    // Equirectangular distance is enough to rank ports of one country and ~10× cheaper than
    // haversine over ~10k ports × the zoned ports of their country.
    const cosLat = Math.cos((port.lat * Math.PI) / 180);
    let best: Located | undefined;
    let bestSq = Number.POSITIVE_INFINITY;
    for (const other of zoned.get(port.country) ?? []) {
      const dx = (other.lon - port.lon) * cosLat;
      const dy = other.lat - port.lat;
      const sq = dx * dx + dy * dy;
      if (sq < bestSq) {
        bestSq = sq;
        best = other;
      }
    }
    const zone = best ? known.get(best.locode) : undefined;
    result.set(port.locode, zone ?? zoneFromLongitude(port.lon));
  }
  return result;
}
