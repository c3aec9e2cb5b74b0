import { describe, expect, it } from 'vitest';
import type { SubscriptionItem } from '../ocean';
import { drawerModeOf, maskNumber, pickSubscription } from './embed-view';

function item(over: Partial<SubscriptionItem>): SubscriptionItem {
  return {
    id: 'id',
    businessNumber: '',
    billNumber: null,
    containerNumber: null,
    carrierCode: 'MSCU',
    displayStatus: 'NODATA',
    warnings: [],
    ...over,
  } as SubscriptionItem;
}

describe('embed view decisions', () => {
  it('maps showInfo to no drawer, an open drawer or a hidden one', () => {
    expect(drawerModeOf(0)).toBe('none');
    expect(drawerModeOf(1)).toBe('open');
    expect(drawerModeOf(2)).toBe('hidden');
  });

  it('masks a reference with asterisks so the plain number never shows', () => {
    expect(maskNumber('MSKU1234567')).toBe('MSKU*******');
    expect(maskNumber('CCMJ222604630')).toBe('CCMJ*********');
    expect(maskNumber('ABC123')).toBe('AB****');
    expect(maskNumber('AB')).toBe('A*');
    expect(maskNumber('')).toBe('');
    for (const n of ['MSKU1234567', 'ABC123', 'X1']) {
      expect(maskNumber(n)).not.toBe(n);
      expect(maskNumber(n)).toHaveLength(n.length);
    }
  });

  it('picks the exact bill or container number, not a partial match', () => {
    const list = [
      item({ id: 'a', billNumber: 'MEDU12345678', businessNumber: 'MEDU12345678' }),
      item({ id: 'b', containerNumber: 'MSKU1234567', businessNumber: 'MSKU1234567' }),
      item({ id: 'c', billNumber: 'MEDU1234567', businessNumber: 'MEDU1234567' }),
    ];
    expect(pickSubscription(list, 'MEDU1234567', '')?.id).toBe('c');
    expect(pickSubscription(list, 'msku1234567', '')?.id).toBe('b');
    expect(pickSubscription(list, 'MEDU123', '')).toBeNull();
    expect(pickSubscription(list, '', '')).toBeNull();
  });

  it('also requires the carrier when the link names one', () => {
    const list = [
      item({ id: 'm', containerNumber: 'TGHU1111111', carrierCode: 'MAEU' }),
      item({ id: 'c', containerNumber: 'TGHU1111111', carrierCode: 'CMDU' }),
    ];
    expect(pickSubscription(list, 'TGHU1111111', 'CMDU')?.id).toBe('c');
    expect(pickSubscription(list, 'TGHU1111111', '')?.id).toBe('m');
    expect(pickSubscription(list, 'TGHU1111111', 'COSU')).toBeNull();
  });
});
