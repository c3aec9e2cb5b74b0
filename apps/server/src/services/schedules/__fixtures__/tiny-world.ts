import type { CallStatus, PortDirectory, RawCutOff } from '@tracklane/domain';
import type { Database } from '../../../db/database.js';
import type { MergedCall } from '../merge-cut-offs.js';
import { storeSchedules, type VoyageToStore } from '../store-schedules.js';

/**
 * A tiny hand-written schedule world for the server tests (not the sandbox's random one): days
 * relative to `base` (the test's now, to the hour), so the on-time window and the 8-week search
 * window hold what the tests expect. Every figure the tests check is worked out by hand in the
 * comments of schedules.test.ts from the plans and delays below.
 *
 * MAEU AE1 (ESSEN 9778791, EDINBURGH 9632179): Shanghai → Singapore → Rotterdam
 *   A01W ESSEN      past: CNSHA −40 (+6 h / +6 h), SGSIN −34 (+30 h / +30 h), NLRTM −10 (−2 h / +50 h)
 *   A02W EDINBURGH  past: CNSHA −33 (0 / 0), SGSIN −27 OMITTED, NLRTM −3 (+12 h / AIS +20 h)
 *   A03W ESSEN      future: CNSHA +5 (EST +10 h), SGSIN +11, NLRTM +35; all six cut-offs
 *   A04W EDINBURGH  blank sailing: CNSHA +12, SGSIN +18, NLRTM +42
 *   A05W ESSEN      future: CNSHA +19, SGSIN +25 OMITTED, NLRTM +45
 * MAEU IA2 (FEEDER 9400071): Singapore → Jakarta
 *   F00S past: SGSIN −20 (+3 h / +3 h), IDJKT −17 (+3 h / +3 h)
 *   F01S future: SGSIN +12, IDJKT +15        F02S future: SGSIN +19, IDJKT +22
 * CMDU FAL1 (CMA CGM TIGRIS 9454436): CNSHA +8 → NLRTM +38
 */
export const DAY = 86_400_000;
export const HOUR = 3_600_000;

type Plan = [port: string, arriveDay: number, departDay: number, opts?: Partial<CallOpts>];
interface CallOpts {
  status: CallStatus;
  arrivalDelayH: number | null;
  departureDelayH: number | null;
  estimateH: number | null;
  cutOffs: RawCutOff[] | null;
}

export const ESSEN = { imo: '9778791', name: 'MAERSK ESSEN', mmsi: '219018000', callSign: 'OXES2' };
export const EDINBURGH = { imo: '9632179', name: 'MAERSK EDINBURGH', mmsi: null, callSign: null };
const FEEDER = { imo: '9400071', name: 'MAERSK JAKARTA FEEDER', mmsi: null, callSign: null };
const TIGRIS = { imo: '9454436', name: 'CMA CGM TIGRIS', mmsi: null, callSign: null };

export function tinyWorld(base: number, ports: PortDirectory): VoyageToStore[] {
  const t = (day: number) => base + Math.round(day * DAY);
  const voyage = (
    carrierCode: string,
    serviceCode: string,
    serviceName: string,
    vessel: VoyageToStore['vessel'],
    voyageNumber: string,
    plan: Plan[],
  ): VoyageToStore => ({
    carrierCode,
    serviceCode,
    serviceName,
    vessel,
    voyageNumber,
    universalVoyageReference: null,
    calls: plan.map(([port, arr, dep, o = {}], i): MergedCall & { portKey: string } => {
      const happens = (o.status ?? 'SCHEDULED') === 'SCHEDULED';
      const delay = (h: number | null | undefined, at: number) =>
        happens && h != null ? at + h * HOUR : null;
      return {
        transportCallReference: `${voyageNumber}-${port}-${i + 1}`,
        portCode: port,
        portKey: ports.get(port)?.code ?? port,
        portName: null,
        terminalCode: `${port.slice(2)}T`,
        status: o.status ?? 'SCHEDULED',
        statusCodes: o.status === 'OMITTED' ? ['OMIT'] : o.status === 'BLANKED' ? ['BLNK'] : [],
        plannedArrival: t(arr),
        plannedDeparture: t(dep),
        estimatedArrival: delay(o.estimateH, t(arr)),
        estimatedDeparture: delay(o.estimateH, t(dep)),
        actualArrival: delay(o.arrivalDelayH, t(arr)),
        actualDeparture: delay(o.departureDelayH, t(dep)),
        cutOffs: o.cutOffs ?? [],
      };
    }),
  });
  const past = (a: number, d: number | null) => ({ arrivalDelayH: a, departureDelayH: d });
  const iso = (day: number) => new Date(t(day)).toISOString();
  const blank = { status: 'BLANKED' as const };
  return [
    voyage('MAEU', 'AE1', 'Asia Europe 1', ESSEN, 'A01W', [
      ['CNSHA', -40, -39, past(6, 6)],
      ['SGSIN', -34, -33.5, past(30, 30)],
      ['NLRTM', -10, -9, past(-2, 50)],
    ]),
    voyage('MAEU', 'AE1', 'Asia Europe 1', EDINBURGH, 'A02W', [
      ['CNSHA', -33, -32, past(0, 0)],
      ['SGSIN', -27, -26.5, { status: 'OMITTED' }],
      ['NLRTM', -3, -2, past(12, null)],
    ]),
    voyage('MAEU', 'AE1', 'Asia Europe 1', ESSEN, 'A03W', [
      [
        'CNSHA',
        5,
        6,
        {
          estimateH: 10,
          cutOffs: [
            { code: 'EFC', time: iso(0) },
            { code: 'CUA', time: iso(3) },
            { code: 'DCO', time: iso(2) },
            { code: 'VCO', time: iso(3.5) },
            { code: 'AFC', time: iso(4) },
            { code: 'FCO', time: iso(4.5) },
          ],
        },
      ],
      ['SGSIN', 11, 11.5],
      ['NLRTM', 35, 36],
    ]),
    voyage('MAEU', 'AE1', 'Asia Europe 1', EDINBURGH, 'A04W', [
      ['CNSHA', 12, 13, blank],
      ['SGSIN', 18, 18.5, blank],
      ['NLRTM', 42, 43, blank],
    ]),
    voyage('MAEU', 'AE1', 'Asia Europe 1', ESSEN, 'A05W', [
      ['CNSHA', 19, 20],
      ['SGSIN', 25, 25.5, { status: 'OMITTED' }],
      ['NLRTM', 45, 46],
    ]),
    voyage('MAEU', 'IA2', 'Intra Asia 2', FEEDER, 'F00S', [
      ['SGSIN', -20, -19, past(3, 3)],
      ['IDJKT', -17, -16.5, past(3, 3)],
    ]),
    voyage('MAEU', 'IA2', 'Intra Asia 2', FEEDER, 'F01S', [
      ['SGSIN', 12, 13],
      ['IDJKT', 15, 15.5],
    ]),
    voyage('MAEU', 'IA2', 'Intra Asia 2', FEEDER, 'F02S', [
      ['SGSIN', 19, 20],
      ['IDJKT', 22, 22.5],
    ]),
    voyage('CMDU', 'FAL1', 'French Asia Line 1', TIGRIS, 'T01W', [
      ['CNSHA', 8, 9],
      ['NLRTM', 38, 39],
    ]),
  ];
}

/** Stores the tiny world, and the AIS departure of A02W at Rotterdam (20 h after its plan). */
export async function storeTinyWorld(db: Database, ports: PortDirectory, base: number): Promise<void> {
  await storeSchedules({ db, voyages: tinyWorld(base, ports), source: 'test', now: new Date(base) });
  await db.executeSql(
    `update schedule_calls set ais_departure = planned_departure + interval '20 hours'
      where transport_call_reference = 'A02W-NLRTM-3'`,
  );
}
