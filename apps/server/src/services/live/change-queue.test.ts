import { describe, expect, it } from 'vitest';
import { createChangeQueue } from './change-queue.js';
import type { ShipmentChangeNotice } from './shipment-change-notice.js';

const notice = (n: number): ShipmentChangeNotice => ({ shipmentId: `s${n}`, updateTime: `t${n}` });

describe('createChangeQueue', () => {
  it('handles notices in order, gathering those that arrive during a batch into the next', async () => {
    const batches: string[][] = [];
    let release: () => void = () => {};
    const queue = createChangeQueue(
      async (batch) => {
        batches.push(batch.map((n) => n.shipmentId));
        if (batches.length === 1) await new Promise<void>((r) => (release = r));
      },
      () => {},
      2,
    );
    queue.push(notice(1));
    for (const n of [2, 3, 4]) queue.push(notice(n));
    release();
    await queue.idle();
    expect(batches).toEqual([['s1'], ['s2', 's3'], ['s4']]);
  });

  it('reports a failed batch and goes on with the next', async () => {
    const errors: unknown[] = [];
    const handled: string[] = [];
    const queue = createChangeQueue(
      async (batch) => {
        if (batch[0]!.shipmentId === 's1') throw new Error('db down');
        handled.push(batch[0]!.shipmentId);
      },
      (err) => errors.push(err),
      1,
    );
    queue.push(notice(1));
    queue.push(notice(2));
    await queue.idle();
    expect(errors).toHaveLength(1);
    expect(handled).toEqual(['s2']);
  });
});
