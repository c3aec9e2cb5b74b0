import { describe, expect, it } from 'vitest';
import type { CandidateLeg } from './p2p-candidates.js';
import { joinTransshipments, sortRoutings } from './p2p-routing.js';

const H = 3_600_000;
const leg = (over: Partial<CandidateLeg> & { loadId: string }): CandidateLeg => ({
  dischargeId: `${over.loadId}-d`,
  voyageId: `v-${over.loadId}`,
  vesselImo: `imo-${over.loadId}`,
  carrierCode: 'MAEU',
  toPort: 'SGSIN',
  departure: 0,
  arrival: 100 * H,
  ...over,
});

describe('joining transshipments', () => {
  const first = leg({ loadId: 'a', arrival: 100 * H });

  it('takes the earliest onward sailing 12 h to 10 days after arrival, same carrier, another vessel', () => {
    const onward = [
      leg({ loadId: 'too-soon', departure: 111 * H, arrival: 200 * H }),
      leg({ loadId: 'other-carrier', carrierCode: 'MSCU', departure: 113 * H, arrival: 150 * H }),
      leg({ loadId: 'same-vessel', vesselImo: 'imo-a', departure: 114 * H, arrival: 150 * H }),
      leg({ loadId: 'later', departure: 130 * H, arrival: 160 * H }),
      leg({ loadId: 'ok', departure: 112 * H, arrival: 180 * H }),
      leg({ loadId: 'too-late', departure: 100 * H + 241 * H, arrival: 400 * H }),
      leg({ loadId: 'elsewhere', toPort: 'MYPKG', departure: 120 * H, arrival: 150 * H }),
    ];
    expect(joinTransshipments([first], onward).map((r) => r.map((l) => l.loadId))).toEqual([['a', 'ok']]);
    expect(
      joinTransshipments(
        [first],
        onward.filter((l) => l.loadId !== 'ok'),
      ).map((r) => r[1]?.loadId),
    ).toEqual(['later']);
    expect(joinTransshipments([first], [onward[0] as CandidateLeg, onward[5] as CandidateLeg])).toEqual([]);
  });

  it('counts the connection from the departure when the first leg "arrives" before it leaves', () => {
    // The carrier delayed the POL departure to 150 h but left the via port's arrival at 100 h.
    const late = leg({ loadId: 'late', departure: 150 * H, arrival: 100 * H });
    const onward = [
      leg({ loadId: 'gone', departure: 120 * H, arrival: 300 * H }),
      leg({ loadId: 'next', departure: 165 * H, arrival: 320 * H }),
    ];
    expect(joinTransshipments([late], onward).map((r) => r.map((l) => l.loadId))).toEqual([['late', 'next']]);
    // Every onward leg it joins leaves after the feeder left: a search whose window starts at the
    // feeder's departure (which reads onward legs from there) finds the same routing.
    expect(joinTransshipments([late], onward.slice(1)).map((r) => r[1]?.loadId)).toEqual(['next']);
  });

  it('keeps one routing per pair of voyages: the earlier arrival', () => {
    const viaSin = leg({ loadId: 'a', toPort: 'SGSIN', arrival: 100 * H });
    const viaPkg = leg({ loadId: 'a', dischargeId: 'a-pkg', toPort: 'MYPKG', arrival: 90 * H });
    const feeder = (port: string, departure: number, arrival: number, loadId: string) =>
      leg({ loadId, voyageId: 'feeder', vesselImo: 'f', toPort: port, departure, arrival });
    const routings = joinTransshipments(
      [viaSin, viaPkg],
      [feeder('MYPKG', 110 * H, 170 * H, 'f1'), feeder('SGSIN', 120 * H, 160 * H, 'f2')],
    );
    expect(routings.map((r) => r.map((l) => l.dischargeId))).toEqual([['a-d', 'f2-d']]);
  });

  it('sorts by the key, then departure, then arrival', () => {
    const r1 = [leg({ loadId: '1', departure: 10, arrival: 50 })];
    const r2 = [leg({ loadId: '2', departure: 5, arrival: 60 })];
    const r3 = [leg({ loadId: '3', departure: 20, arrival: 40 })];
    const ids = (rs: readonly (readonly CandidateLeg[])[]) => rs.map((r) => r[0]?.loadId);
    expect(ids(sortRoutings([r1, r2, r3], 'etd'))).toEqual(['2', '1', '3']);
    expect(ids(sortRoutings([r1, r2, r3], 'eta'))).toEqual(['3', '1', '2']);
    expect(ids(sortRoutings([r1, r2, r3], 'transitDays'))).toEqual(['3', '1', '2']);
  });
});
