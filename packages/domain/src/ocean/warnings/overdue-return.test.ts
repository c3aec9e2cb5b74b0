import { describe, expect, it } from 'vitest';
import { coded } from '../__fixtures__/coded.js';
import { BOX, ev } from '../__fixtures__/events.js';
import { DETENTION_FREE_DAYS, overdueReturnWarnings } from './overdue-return.js';

const OUT = '2026-11-11T10:00:00.000Z';
const stcs = coded('STCS', ev('GTOT', OUT, { locationCode: 'DEDUI' }), 'PDE');
const daysAfter = (days: number) => Date.parse(OUT) + days * 86_400_000;

describe('overdueReturnWarnings', () => {
  it(`warns ${DETENTION_FREE_DAYS} days after gate-out without the empty back`, () => {
    const [w] = overdueReturnWarnings([stcs], daysAfter(DETENTION_FREE_DAYS));
    expect(w).toMatchObject({ eventCode: 'WRCVE', eventLocation: 'DEDUI', containerNumber: BOX });
  });

  it('does not warn within the free time', () => {
    expect(overdueReturnWarnings([stcs], daysAfter(DETENTION_FREE_DAYS - 0.5))).toEqual([]);
  });

  it('does not warn once the empty is returned', () => {
    const back = coded(
      'RCVE',
      ev('DROP', '2026-11-20T00:00:00Z', { locationCode: 'DEDUI', emptyIndicator: 'EMPTY' }),
    );
    expect(overdueReturnWarnings([stcs, back], daysAfter(20))).toEqual([]);
  });

  it('checks each box on its own', () => {
    const other = coded(
      'STCS',
      ev('GTOT', OUT, { locationCode: 'DEDUI', equipmentReference: 'MSKU7654321' }),
      'PDE',
    );
    const back = coded(
      'RCVE',
      ev('DROP', '2026-11-12T00:00:00Z', { locationCode: 'DEDUI', emptyIndicator: 'EMPTY' }),
    );
    expect(overdueReturnWarnings([stcs, other, back], daysAfter(20)).map((w) => w.containerNumber)).toEqual([
      'MSKU7654321',
    ]);
  });
});
