import { describe, expect, it } from 'vitest';
import { demoteDominated, isDominatedBy } from './dominated-sailings.js';

const sailing = (id: string, carrierCode: string, direct: boolean, etd: string, eta: string) => ({
  id,
  carrierCode,
  direct,
  etd,
  eta,
  pod: { timeZone: 'Europe/Amsterdam' },
});

// Shanghai → Rotterdam, as seen: a transshipment leaving a day before the direct sailing of the
// same carrier, arriving the same day (a few hours earlier at the POD's clock).
const viaTs = sailing('ts', 'MAEU', false, '2026-12-01T10:00:00Z', '2027-01-05T06:00:00Z');
const direct = sailing('direct', 'MAEU', true, '2026-12-02T10:00:00Z', '2027-01-05T20:00:00Z');

describe('transshipments dominated by a direct sailing', () => {
  it('is dominated: same carrier, direct leaves no earlier and arrives the same day', () => {
    expect(isDominatedBy(viaTs, direct)).toBe(true);
  });

  it('is not dominated when the direct sailing arrives a day later, leaves earlier, or is another carrier’s', () => {
    expect(isDominatedBy(viaTs, { ...direct, eta: '2027-01-06T08:00:00Z' })).toBe(false);
    expect(isDominatedBy(viaTs, { ...direct, etd: '2026-11-30T10:00:00Z' })).toBe(false);
    expect(isDominatedBy(viaTs, { ...direct, carrierCode: 'MSCU' })).toBe(false);
    expect(isDominatedBy(direct, viaTs)).toBe(false);
  });

  it('counts the arrival day at the POD’s clock, not in UTC', () => {
    // 23:30 UTC on the 5th is already the 6th in Rotterdam: a day later there.
    expect(isDominatedBy(viaTs, { ...direct, eta: '2027-01-05T23:30:00Z' })).toBe(false);
  });

  it('offers a dominated transshipment just after the direct sailing that beats it, never first', () => {
    const other = sailing('other', 'MSCU', false, '2026-12-01T12:00:00Z', '2027-01-09T00:00:00Z');
    const later = sailing('later', 'MAEU', true, '2026-12-09T10:00:00Z', '2027-01-12T00:00:00Z');
    const byEtd = [viaTs, other, direct, later];
    expect(demoteDominated(byEtd).map((s) => s.id)).toEqual(['other', 'direct', 'ts', 'later']);
    // Already after the direct sailing (by transit time, say): left where it is.
    expect(demoteDominated([direct, viaTs, other]).map((s) => s.id)).toEqual(['direct', 'ts', 'other']);
    // Nothing dominated: the order is untouched.
    expect(demoteDominated([other, direct, later]).map((s) => s.id)).toEqual(['other', 'direct', 'later']);
  });
});
