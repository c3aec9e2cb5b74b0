/**
 * The carrier of each service (pure). OVS 3.0 names no carrier per service, only each vessel's
 * operator (vesselOperatorSMDGLinerCode). A carrier's own endpoint serves its own services, so a
 * configured SCHEDULE_CARRIER_CODE wins; from an aggregator (or the sandbox) the service belongs
 * to the operator most of its vessels name, ties to the code first in order.
 */
export function serviceCarrierCodes(
  voyages: readonly { serviceCode: string; vessel: { operatorCode: string | null } }[],
  configured: string | null,
): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const v of voyages) {
    const byCode = counts.get(v.serviceCode) ?? new Map<string, number>();
    counts.set(v.serviceCode, byCode);
    const code = configured ?? v.vessel.operatorCode;
    if (code) byCode.set(code, (byCode.get(code) ?? 0) + 1);
  }
  const out = new Map<string, string>();
  for (const [service, byCode] of counts) {
    const best = [...byCode].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
    if (best) out.set(service, best[0]);
  }
  return out;
}
