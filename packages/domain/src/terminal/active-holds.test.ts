import { describe, expect, it } from 'vitest';
import { activeHoldsOf, holdsText } from './active-holds.js';
import type { TerminalHold } from './terminal-record.js';

const hold = (holdCategory: string, holdStatus: TerminalHold['holdStatus']): TerminalHold => ({
  holdCategory,
  holdStatus,
  holdDate: '2026-12-01',
  holdReason: null,
});
const box = (containerNumber: string, holds: TerminalHold[], outDate: string | null = null) => ({
  containerNumber,
  holds,
  outDate,
  pickupAct: null,
});

describe('active holds of a shipment', () => {
  it('keeps the active holds of the boxes still in the terminal, each once', () => {
    const holds = activeHoldsOf([
      box('MSKU1234565', [hold('CUSTOMS', 'ACTIVE'), hold('LINE', 'RELEASED'), hold('CUSTOMS', 'ACTIVE')]),
      box('TGHU7654321', [hold('TERMINAL', 'ACTIVE')], '2026-12-02T10:00:00Z'),
      box('CAIU1111111', [hold('LINE', 'ACTIVE')]),
    ]);
    expect(holds).toEqual([
      { containerNumber: 'MSKU1234565', category: 'CUSTOMS', since: '2026-12-01' },
      { containerNumber: 'CAIU1111111', category: 'LINE', since: '2026-12-01' },
    ]);
    expect(holdsText(holds)).toBe('CUSTOMS (MSKU1234565), LINE (CAIU1111111)');
  });

  it('is empty, and shows nothing, when every hold is released', () => {
    const holds = activeHoldsOf([box('MSKU1234565', [hold('CUSTOMS', 'RELEASED')])]);
    expect(holds).toEqual([]);
    expect(holdsText(holds)).toBeNull();
  });
});
