import type { P2pGroup, P2pSailing } from './sailing-wire.js';

/**
 * Groups sailings by carrier and service chain (`MAEU:AE1`, `MAEU:AE1+IA2` for a transshipment
 * onto IA2), in the order the groups' first sailings come in the given list, each group's sailings
 * in the list's order (pure). A transshipment group is also keyed by its transshipment ports, so
 * the same two services joined at different ports stay apart.
 */
export function groupSailings(sailings: readonly P2pSailing[]): P2pGroup[] {
  const groups = new Map<string, P2pGroup>();
  for (const s of sailings) {
    const serviceCodes = s.legs.map((l) => l.serviceCode);
    const via = s.transshipmentPorts.map((p) => p.portCode);
    const key = `${s.carrierCode}:${serviceCodes.join('+')}${via.length > 0 ? `@${via.join('+')}` : ''}`;
    const transit = s.transitDays;
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        key,
        carrierCode: s.carrierCode,
        carrierName: s.carrierName,
        serviceCode: s.serviceCode,
        serviceName: s.serviceName,
        serviceCodes,
        direct: s.direct,
        transshipmentPorts: s.transshipmentPorts,
        sailings: [s],
        minTransitDays: transit,
        maxTransitDays: transit,
        nextEtd: s.etd,
      });
      continue;
    }
    group.sailings.push(s);
    group.minTransitDays = Math.min(group.minTransitDays, transit);
    group.maxTransitDays = Math.max(group.maxTransitDays, transit);
    if (Date.parse(s.etd) < Date.parse(group.nextEtd)) group.nextEtd = s.etd;
  }
  return [...groups.values()];
}
