import { describe, expect, it } from 'vitest';
import { reminderEventsBetween } from './reminders.js';
import type { OceanShipmentView, Place } from './shipment-view.js';

const place = (type: 2 | 4, code: string, eta: string | null, ata: string | null = null): Place => ({
  type,
  code,
  name: code,
  ata,
  ata_ais: null,
  atb_ais: null,
  eta,
  sta: null,
});

const viewWith = (places: Place[]) => ({ proxy: { places } }) as unknown as OceanShipmentView;

describe('reminderEventsBetween', () => {
  it('reports a moved ETD and ETA with old and new values', () => {
    const before = viewWith([
      place(2, 'CNSGH', '2026-10-05T10:00:00.000Z'),
      place(4, 'NLRTM', '2026-11-05T08:00:00.000Z'),
    ]);
    const after = viewWith([
      place(2, 'CNSGH', '2026-10-06T10:00:00.000Z'),
      place(4, 'NLRTM', '2026-11-07T08:00:00.000Z'),
    ]);
    expect(reminderEventsBetween(before, after)).toEqual([
      {
        type: 'ETD_CHANGE',
        oldValue: '2026-10-05T10:00:00.000Z',
        newValue: '2026-10-06T10:00:00.000Z',
        portCode: 'CNSGH',
      },
      {
        type: 'ETA_CHANGE',
        oldValue: '2026-11-05T08:00:00.000Z',
        newValue: '2026-11-07T08:00:00.000Z',
        portCode: 'NLRTM',
      },
    ]);
  });

  it('reports a new actual departure and arrival', () => {
    const before = viewWith([place(2, 'CNSGH', 'x'), place(4, 'NLRTM', 'y')]);
    const after = viewWith([
      place(2, 'CNSGH', 'x', '2026-10-05T20:00:00.000Z'),
      place(4, 'NLRTM', 'y', '2026-11-07T10:00:00.000Z'),
    ]);
    expect(reminderEventsBetween(before, after).map((r) => [r.type, r.oldValue, r.portCode])).toEqual([
      ['ATD_CHANGE', null, 'CNSGH'],
      ['ATA_CHANGE', null, 'NLRTM'],
    ]);
  });

  it('reports nothing when nothing moved, and not the first estimate ever seen', () => {
    const same = viewWith([place(2, 'CNSGH', '2026-10-05T10:00:00.000Z')]);
    expect(reminderEventsBetween(same, same)).toEqual([]);
    expect(reminderEventsBetween(null, same)).toEqual([]);
    const sameInstant = viewWith([place(2, 'CNSGH', '2026-10-05T10:00:00Z')]);
    expect(reminderEventsBetween(same, sameInstant)).toEqual([]);
  });
});
