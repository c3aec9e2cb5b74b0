import { describe, expect, it } from 'vitest';
import { OCEAN_EVENT_CODES } from './event-codes.js';
import { eventLabel, OCEAN_EVENT_LABELS } from './event-descriptions.js';

describe('event labels', () => {
  it('label every product code in zh, en and jp', () => {
    for (const code of OCEAN_EVENT_CODES) {
      const label = OCEAN_EVENT_LABELS[code];
      expect(label.zh && label.en && label.jp, code).toBeTruthy();
    }
  });

  it('name the mode of a kept DCSA move', () => {
    expect(eventLabel('DEPA', 'TRUCK').en).toBe('Departed (truck)');
    expect(eventLabel('DEPA', null).en).toBe('Departed');
    // Product codes already say what they are.
    expect(eventLabel('IRDP', 'RAIL').en).toBe('Rail departed');
  });

  it('show an unknown code as itself', () => {
    expect(eventLabel('XXXX')).toEqual({ zh: 'XXXX', en: 'XXXX', jp: 'XXXX' });
  });
});
