import { describe, expect, it } from 'vitest';
import { buildRouting } from './routing';
import { call, leg, sailing } from './test-fixtures';

const iso = (day: number, hour = 0) => new Date(Date.UTC(2026, 11, day, hour)).toISOString();

describe('the routing of a sailing', () => {
  it('lists a direct voyage call by call with omitted calls marked', () => {
    const sha = call('CNSHA', {
      plannedDeparture: iso(2),
      estimatedDeparture: iso(2, 10),
      departure: iso(2, 10),
      actualArrival: iso(1),
      arrival: iso(1),
      plannedArrival: iso(1, 2),
    });
    const sin = call('SGSIN', { status: 'OMITTED', statusCodes: ['OMIT'] });
    const rtm = call('NLRTM', { arrival: iso(30), plannedArrival: iso(30) });
    const stops = buildRouting(sailing('s', { legs: [leg(sha, rtm, { intermediateCalls: [sin] })] }));
    expect(stops.map((s) => [s.call.portCode, s.role, s.omitted])).toEqual([
      ['CNSHA', 'POL', false],
      ['SGSIN', 'CALL', true],
      ['NLRTM', 'POD', false],
    ]);
    expect(stops[0]?.departure).toMatchObject({ at: iso(2, 10), kind: 'estimated', shiftHours: 10 });
    expect(stops[0]?.arrival).toMatchObject({ kind: 'actual', shiftHours: -2 });
    expect(stops[2]?.departure).toBeNull();
    expect(stops[2]?.arrival).toMatchObject({ kind: 'planned', shiftHours: 0 });
    expect(stops.map((s) => s.boardsLeg)).toEqual([0, null, null]);
  });

  it('joins two legs in one transshipment stop: arrival on the first vessel, departure on the second', () => {
    const leg1 = leg(call('CNSHA'), call('SGSIN', { arrival: iso(11), terminalCode: 'PPT' }), {
      intermediateCalls: [call('CNYTN')],
    });
    const sinOnward = call('SGSIN', {
      arrival: iso(12),
      departure: iso(13),
      terminalCode: 'PSA',
      callId: 'sin-2',
    });
    const leg2 = leg(sinOnward, call('IDJKT', { arrival: iso(15) }), { sequence: 2, serviceCode: 'IA2' });
    const stops = buildRouting(sailing('t', { direct: false, legs: [leg1, leg2] }));
    expect(stops.map((s) => `${s.role}:${s.call.portCode}`)).toEqual([
      'POL:CNSHA',
      'CALL:CNYTN',
      'TS:SGSIN',
      'POD:IDJKT',
    ]);
    const ts = stops[2];
    expect(ts?.arrival?.at).toBe(iso(11));
    expect(ts?.departure?.at).toBe(iso(13));
    expect(ts?.arrivalTerminal).toBe('PPT');
    expect(ts?.call.terminalCode).toBe('PSA');
    expect(ts?.callIds).toEqual([leg1.to.callId, 'sin-2']);
    expect(stops.map((s) => [s.arrivingLeg, s.boardsLeg])).toEqual([
      [-1, 0],
      [0, null],
      [0, 1],
      [1, null],
    ]);
  });
});
