/** A port as the zone guess needs it. */
export interface ZoneCandidate {
  code: string;
  country: string;
  lat: number | null;
  lon: number | null;
}

/**
 * Fills in the time zone of ports sea-ports does not know (about 10,000 of 12,000) with the zone
 * of the nearest port of the same country that has one. Coasts rarely cross a zone line between
 * two neighbouring ports, and where a country has several zones (US, AU, RU…) the nearest known
 * port is the best guess we have. A country with no known port stays without (null upstream):
 * a wrong zone would shift every event time of the port, so we do not guess from longitude.
 */
export function zonesWithNearestGuess(
  ports: readonly ZoneCandidate[],
  known: ReadonlyMap<string, string>,
): Map<string, string> {
  const zonedByCountry = new Map<string, { lat: number; lon: number; zone: string }[]>();
  for (const port of ports) {
    const zone = known.get(port.code);
    if (!zone || port.lat === null || port.lon === null) continue;
    const list = zonedByCountry.get(port.country) ?? [];
    list.push({ lat: port.lat, lon: port.lon, zone });
    zonedByCountry.set(port.country, list);
  }

  const zones = new Map<string, string>();
  for (const port of ports) {
    const own = known.get(port.code);
    if (own) {
      zones.set(port.code, own);
      continue;
    }
    if (port.lat === null || port.lon === null) continue;
    // Flat-earth distance, longitude scaled by the latitude: plenty to rank ports of one country.
    const scale = Math.cos((port.lat * Math.PI) / 180);
    let best: string | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const other of zonedByCountry.get(port.country) ?? []) {
      const dx = (other.lon - port.lon) * scale;
      const dy = other.lat - port.lat;
      const distance = dx * dx + dy * dy;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = other.zone;
      }
    }
    if (best) zones.set(port.code, best);
  }
  return zones;
}
