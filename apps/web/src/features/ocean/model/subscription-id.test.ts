import { describe, expect, it } from 'vitest';
import { subscriptionIdOf } from './subscription-id';

describe('subscriptionIdOf', () => {
  it('takes a UUID, and tells a missing id from a malformed one', () => {
    expect(subscriptionIdOf('0f8fad5b-d9cb-469f-a165-70867728950e')).toEqual({
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    expect(subscriptionIdOf(null)).toEqual({ problem: 'missing' });
    expect(subscriptionIdOf('  ')).toEqual({ problem: 'missing' });
    expect(subscriptionIdOf('MSKU9070323')).toEqual({ problem: 'malformed' });
  });
});
