import type { ScheduleBatch, ScheduleCallRecord } from '@tracklane/connectors';
import type { RawCutOff } from '@tracklane/domain';

/** An OVS call with the CS cut-offs found for it; null: CS said nothing, keep what is stored. */
export type MergedCall = Omit<ScheduleCallRecord, 'cutOffs'> & { cutOffs: RawCutOff[] | null };

const voyageKey = (serviceCode: string, vessel: { imo: string; name: string }, voyage: string) =>
  `${serviceCode}|${vessel.imo || vessel.name}|${voyage}`;

/**
 * Puts the cut-offs of CS 1.0 vessel schedules on the OVS 3.0 calls (pure). OVS is the schedule
 * of record (it has the omitted calls and blank sailings CS leaves out); CS only adds cut-offs.
 * A call is matched within its voyage (service, vessel, voyage number) by transportCallReference,
 * else by UN/LOCODE when the voyage calls there once (providers need not share references).
 */
export function mergeCutOffs(
  ovs: ScheduleBatch,
  cs: ScheduleBatch | null,
): { voyages: (Omit<ScheduleBatch['voyages'][number], 'calls'> & { calls: MergedCall[] })[] } {
  const csVoyages = new Map(
    (cs?.voyages ?? []).map((v) => [voyageKey(v.serviceCode, v.vessel, v.voyageNumber), v]),
  );
  return {
    voyages: ovs.voyages.map((voyage) => {
      const other = csVoyages.get(voyageKey(voyage.serviceCode, voyage.vessel, voyage.voyageNumber));
      const byReference = new Map(other?.calls.map((c) => [c.transportCallReference, c]));
      const byPort = new Map<string, ScheduleCallRecord | null>();
      for (const c of other?.calls ?? []) byPort.set(c.portCode, byPort.has(c.portCode) ? null : c);
      return {
        ...voyage,
        calls: voyage.calls.map((call) => {
          const match = byReference.get(call.transportCallReference) ?? byPort.get(call.portCode) ?? null;
          return { ...call, cutOffs: match ? match.cutOffs : null };
        }),
      };
    }),
  };
}
