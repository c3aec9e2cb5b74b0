import type { OceanTrackingClient } from '@tracklane/connectors';
import type { CarrierTrackingBatch } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { limitProviderCalls } from './limit-provider-calls.js';

const reference = (value: string): Parameters<OceanTrackingClient['fetchEvents']>[0] => ({
  type: 'CONTAINER',
  value,
  carrierCode: 'MAEU',
});
const empty: CarrierTrackingBatch = { events: [], retractedEventIds: [], cursor: null };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('limitProviderCalls', () => {
  it('keeps at most `limit` fetches in flight and starts the waiting ones in call order', async () => {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const limited = limitProviderCalls(
      {
        fetchEvents: (ref) =>
          new Promise((resolve, reject) => {
            started.push(ref.value);
            finish.set(ref.value, () => (ref.value === 'b' ? reject(new Error('fault')) : resolve(empty)));
          }),
      },
      2,
    );
    const calls = ['a', 'b', 'c', 'd'].map((v) => limited.fetchEvents(reference(v), null));
    await settle();
    expect(started).toEqual(['a', 'b']);
    // A fault frees its slot too.
    finish.get('b')!();
    await expect(calls[1]).rejects.toThrow('fault');
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    finish.get('a')!();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    finish.get('c')!();
    finish.get('d')!();
    await expect(Promise.all([calls[0], calls[2], calls[3]])).resolves.toEqual([empty, empty, empty]);
    // All slots free again: the next call starts at once.
    void limited.fetchEvents(reference('e'), null);
    void limited.fetchEvents(reference('f'), null);
    await settle();
    expect(started.slice(4)).toEqual(['e', 'f']);
  });
});
