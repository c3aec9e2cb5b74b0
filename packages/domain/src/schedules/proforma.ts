import type { CallStatus } from './wire-common.js';

const DAY = 86_400_000;

export interface ProformaVoyage {
  vesselName: string;
  vesselImo: string | null;
  voyage: string;
  blank: boolean;
  calls: readonly {
    portCode: string;
    terminalCode: string | null;
    status: CallStatus;
    plannedArrival: number | null;
    plannedDeparture: number | null;
  }[];
}

export interface ProformaRotationCall {
  sequence: number;
  portCode: string;
  terminalCode: string | null;
  arrivalDay: number;
  departureDay: number;
  arrivalWeekday: number;
  departureWeekday: number;
  portStayHours: number;
  transitDaysFromPrevious: number | null;
}

export interface Proforma {
  basedOn: { vesselName: string; voyage: string };
  rotation: ProformaRotationCall[];
  frequencyDays: number | null;
  loopDays: number | null;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
/** ISO weekday, 1 Monday … 7 Sunday (UTC). */
const weekday = (ms: number) => ((new Date(ms).getUTCDay() + 6) % 7) + 1;
const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/**
 * A service's proforma from its voyages (pure). The rotation is read from the planned (PLN) times
 * of a reference voyage: the latest one started by `now` that is not a blank sailing and whose
 * calls all have planned times (else the earliest upcoming one). Ad-hoc calls (ADDED) are not
 * part of a proforma; omitted calls are (they were planned). Frequency is the median gap between
 * consecutive voyages' first planned arrivals; the loop the median gap between one vessel's
 * consecutive voyages. Voyages in any order; returns null when no voyage qualifies.
 */
export function buildProforma(voyages: readonly ProformaVoyage[], now: number): Proforma | null {
  const start = (v: ProformaVoyage) =>
    Math.min(...v.calls.map((c) => c.plannedArrival ?? Number.POSITIVE_INFINITY));
  const usable = voyages
    .filter(
      (v) =>
        !v.blank &&
        v.calls.length > 0 &&
        v.calls.every((c) => c.plannedArrival !== null && c.plannedDeparture !== null),
    )
    .sort((a, b) => start(a) - start(b));
  const started = usable.filter((v) => start(v) <= now);
  const reference = started[started.length - 1] ?? usable[0];
  if (!reference) return null;
  const calls = reference.calls.filter((c) => c.status !== 'ADDED');
  const t0 = calls[0]?.plannedArrival as number;
  const rotation = calls.map((c, i) => {
    const arrival = c.plannedArrival as number;
    const departure = c.plannedDeparture as number;
    const previous = calls[i - 1];
    return {
      sequence: i + 1,
      portCode: c.portCode,
      terminalCode: c.terminalCode,
      arrivalDay: oneDecimal((arrival - t0) / DAY),
      departureDay: oneDecimal((departure - t0) / DAY),
      arrivalWeekday: weekday(arrival),
      departureWeekday: weekday(departure),
      portStayHours: oneDecimal((departure - arrival) / 3_600_000),
      transitDaysFromPrevious: previous
        ? oneDecimal((arrival - (previous.plannedDeparture as number)) / DAY)
        : null,
    };
  });
  const all = [...voyages]
    .filter((v) => v.calls.some((c) => c.plannedArrival !== null))
    .sort((a, b) => start(a) - start(b));
  const gaps = all.slice(1).map((v, i) => (start(v) - start(all[i] as ProformaVoyage)) / DAY);
  const byVessel = new Map<string, number[]>();
  for (const v of all) {
    const key = v.vesselImo ?? v.vesselName;
    byVessel.set(key, [...(byVessel.get(key) ?? []), start(v)]);
  }
  const loops = [...byVessel.values()].flatMap((starts) =>
    starts.slice(1).map((s, i) => (s - (starts[i] as number)) / DAY),
  );
  const frequency = median(gaps.filter((g) => g > 0));
  const loop = median(loops);
  return {
    basedOn: { vesselName: reference.vesselName, voyage: reference.voyage },
    rotation,
    frequencyDays: frequency === null ? null : oneDecimal(frequency),
    loopDays: loop === null ? null : oneDecimal(loop),
  };
}
