import type { PortDirectory } from '@tracklane/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database.js';
import { useRefreshDatabase } from '../../test/refresh-database.js';
import { batchFirstPollStores } from './first-poll-batcher.js';
import { loadShipmentHead } from './shipment-head.js';
import { event, eventRows, newShipment, shipmentRow } from './test-support/refresh-fixtures.js';

const ports: PortDirectory = { get: () => undefined };
const now = new Date('2026-11-21T12:00:00Z');

let db: Database;
let organizationId: string;
useRefreshDatabase('TLFPBATCH', (opened) => {
  ({ db, organizationId } = opened);
});

async function fetchedPolls(count: number) {
  const polls = [];
  for (let i = 0; i < count; i += 1) {
    const shipment = (await loadShipmentHead(db, await newShipment(db, organizationId, now)))!;
    const batch = { events: [event(`e${i}`), event(`f${i}`)], retractedEventIds: [], cursor: `c${i}` };
    polls.push({ shipment, batch, now, draw: 0.5 });
  }
  return polls;
}

describe('batchFirstPollStores', () => {
  it('stores first polls at once while a slot is free and those that arrive meanwhile together', async () => {
    const polls = await fetchedPolls(5);
    const transactions = vi.spyOn(db.orm, 'transaction');
    try {
      const store = batchFirstPollStores({ db, ports });
      const results = await Promise.all(polls.map((poll) => store(poll)));
      expect(results.map((r) => r.newEvents)).toEqual([2, 2, 2, 2, 2]);
      // The first two alone (two groups in flight), the three queued behind them in one.
      expect(transactions).toHaveBeenCalledTimes(3);
    } finally {
      transactions.mockRestore();
    }
    for (const [i, poll] of polls.entries()) {
      expect((await shipmentRow(db, poll.shipment.id)).cursor).toBe(`c${i}`);
      expect((await eventRows(db, poll.shipment.id)).map((e) => e.eventId).sort()).toEqual([
        `e${i}`,
        `f${i}`,
      ]);
    }
  });

  it('stores each poll of a failed group alone, so only the bad one fails', async () => {
    const polls = await fetchedPolls(4);
    // PostgreSQL's jsonb refuses \u0000: the statement storing this poll's events fails.
    const bad = polls[2]!;
    bad.batch = { ...bad.batch, events: [event('bad\u0000id')] };
    const store = batchFirstPollStores({ db, ports });
    const results = await Promise.allSettled(polls.map((poll) => store(poll)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    for (const poll of [polls[0]!, polls[1]!, polls[3]!])
      expect(await eventRows(db, poll.shipment.id)).toHaveLength(2);
    expect(await eventRows(db, bad.shipment.id)).toEqual([]);
    expect((await shipmentRow(db, bad.shipment.id)).cursor).toBeNull();
  });
});
