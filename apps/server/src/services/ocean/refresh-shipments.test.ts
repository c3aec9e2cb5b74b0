import { describe, expect, it } from 'vitest';
import { interleaveByCarrier } from './refresh-shipments.js';
import { nextRemark } from './update-subscription-remark.js';

describe('interleaveByCarrier', () => {
  it('alternates carriers so one carrier never holds every slot', () => {
    const items = ['A1', 'A2', 'A3', 'B1', 'C1', 'C2'].map((id) => ({ id, carrierCode: id[0]! }));
    expect(interleaveByCarrier(items).map((i) => i.id)).toEqual(['A1', 'B1', 'C1', 'A2', 'C2', 'A3']);
  });
});

describe('nextRemark', () => {
  it('replaces the whole remark, or every occurrence of the given text, matched literally', () => {
    expect(nextRemark('old', null, ' new ')).toBe('new');
    expect(nextRemark('a|b|a', 'a', 'c')).toBe('c|b|c');
    expect(nextRemark('a.b', '.', '-')).toBe('a-b');
    expect(nextRemark('ab', '.*', 'x')).toBe('ab');
  });
});
