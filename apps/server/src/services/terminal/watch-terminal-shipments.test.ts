import { ProviderFault, type TerminalStatusClient } from '@tracklane/connectors';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  oceanReminders,
  oceanShipments,
  oceanSubscriptions,
  organizations,
  terminalWatches,
} from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { watchTerminalShipments } from './watch-terminal-shipments.js';

let ctx: TestContext;
const log = pino({ level: 'silent' });
const LA = 'America/Los_Angeles';

/** A terminal record as the provider sends it: only the fields the watch reads differ. */
const record = (
  containerNumber: string,
  lastFreeDay: string | null,
  outDate: string | null = null,
  holds: {
    holdCategory: string;
    holdStatus: 'ACTIVE' | 'RELEASED';
    holdDate: string;
    holdReason: null;
  }[] = [],
) => ({
  portCode: 'USLAX',
  portName: 'Los Angeles',
  terminalCode: 'APMT',
  terminalName: 'APM Terminals',
  containerNumber,
  containerStatus: null,
  ieid: 'I',
  vesselName: null,
  voyage: null,
  updateDate: null,
  lastFreeDay,
  availableStatus: null,
  availableDate: null,
  holds,
  pickupEst: null,
  pickupAct: null,
  cusDate: null,
  cusStatus: null,
  srmDate: null,
  srmStatus: null,
  tmlDate: null,
  tmlStatus: null,
  inDate: null,
  outDate,
  openDate: null,
  closeDate: null,
});

/** A terminal provider whose answers the test sets; it counts calls per kind. */
function fakeTerminal() {
  const state = {
    records: [] as ReturnType<typeof record>[],
    fault: null as ProviderFault | null,
    downloads: [] as { portCode: string; boxes: unknown }[],
    subscribed: [] as string[],
  };
  const client = {
    async download(_country: string, portCode: string, boxes: unknown) {
      state.downloads.push({ portCode, boxes });
      if (state.fault) throw state.fault;
      return { records: state.records };
    },
    async subscribe(portCode: string, box: string) {
      state.subscribed.push(`${portCode}/${box}`);
      return {
        subscriptionId: 's1',
        portCode,
        containerNumber: box,
        subscribedAt: '',
        dataAvailableFrom: '',
      };
    },
    async findSubscription() {
      return null;
    },
    async portEvents() {
      throw new Error('not used');
    },
  } as unknown as TerminalStatusClient;
  return { state, client };
}

let orgId: string;
async function shipment(reference: string, status: string, podCode: string, boxes: string[]) {
  const db = ctx.database.orm;
  const [row] = await db
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'BILL_OF_LADING',
      reference,
      refreshIntervalMinutes: 60,
      status,
      view: {
        shipmentEquipments: boxes.map((b) => ({ equipment: { equipmentCode: b }, containerTypeGroup: null })),
      } as never,
    })
    .returning();
  await db.insert(oceanSubscriptions).values({
    organizationId: orgId,
    shipmentId: row!.id,
    billNumber: reference,
    carrierCode: 'MAEU',
    podCode,
  });
  return row!.id;
}

const remindersOf = (shipmentId: string) =>
  ctx.database.orm
    .select({
      type: oceanReminders.type,
      oldValue: oceanReminders.oldValue,
      newValue: oceanReminders.newValue,
      portCode: oceanReminders.portCode,
    })
    .from(oceanReminders)
    .where(eq(oceanReminders.shipmentId, shipmentId))
    .orderBy(oceanReminders.recordedAt, oceanReminders.type);

beforeAll(async () => {
  ctx = await createTestContext();
  const [org] = await ctx.database.orm
    .insert(organizations)
    .values({ name: 'W', clientId: 'TLWATCHTEST' })
    .returning();
  orgId = org!.id;
});
afterAll(() => ctx?.cleanup());
beforeEach(async () => {
  await ctx.database.orm.execute(sql`delete from ocean_subscriptions`);
  await ctx.database.orm.execute(sql`delete from ocean_shipments`);
});

function run(client: TerminalStatusClient, now: Date, told: string[] = []) {
  return watchTerminalShipments({
    db: ctx.database,
    client,
    now,
    zoneOf: (code) => (code.startsWith('US') ? LA : 'Asia/Tokyo'),
    recheckMinutes: 60,
    limit: 50,
    remindersRecorded: async (shipmentId, tx) => {
      // Queued in the reminders' transaction: the rows are visible to it.
      const [pending] = rowsOf<{ n: number }>(
        await tx.execute(
          sql`select count(*)::int as n from ocean_reminders where shipment_id = ${shipmentId} and notified_at is null`,
        ),
      );
      expect(pending?.n).toBeGreaterThan(0);
      told.push(shipmentId);
    },
    log,
  });
}

describe('the terminal watch: last free days', () => {
  it('tells when the last free day is set and when it moves, once each, with the 48-hour reminder once', async () => {
    const { state, client } = fakeTerminal();
    const id = await shipment('B1', 'AVAILABLE', 'USLAX', ['MSKU1234565', 'MSKU7654321']);
    const told: string[] = [];
    // 1 Dec: the terminal gives the boxes 8 Dec and 5 Dec: the earlier matters, ending 23:59 in LA.
    state.records = [record('MSKU1234565', '2026-12-08'), record('MSKU7654321', '2026-12-05')];
    expect(await run(client, new Date('2026-12-01T12:00:00Z'), told)).toMatchObject({
      checked: 1,
      changed: 1,
      due: 0,
      faults: 0,
    });
    expect(state.downloads[0]).toEqual({
      portCode: 'USLAX',
      boxes: { containerNumbers: ['MSKU1234565', 'MSKU7654321'] },
    });
    expect(await remindersOf(id)).toEqual([
      { type: 'LFD_CHANGE', oldValue: null, newValue: '2026-12-06T07:59:59.999Z', portCode: 'USLAX' },
    ]);
    expect(told).toEqual([id]);
    // Not asked again within the recheck interval; asked after it, same day: nothing new.
    expect((await run(client, new Date('2026-12-01T12:30:00Z'))).checked).toBe(0);
    expect(await run(client, new Date('2026-12-01T13:01:00Z'))).toMatchObject({
      checked: 1,
      changed: 0,
      due: 0,
    });
    // The early box leaves; the other's day now matters: a change from 5 to 8 Dec.
    state.records = [
      record('MSKU1234565', '2026-12-08'),
      record('MSKU7654321', '2026-12-05', '2026-12-02T18:00:00Z'),
    ];
    expect(await run(client, new Date('2026-12-02T20:00:00Z'))).toMatchObject({ changed: 1 });
    // 48 hours before the end of 8 Dec in LA (9 Dec 07:59 UTC), without asking the terminal.
    const asked = state.downloads.length;
    expect(await run(client, new Date('2026-12-07T08:30:00Z'))).toMatchObject({ due: 1 });
    expect(await run(client, new Date('2026-12-07T08:40:00Z'))).toMatchObject({ due: 0 });
    expect(state.downloads.length).toBe(asked + 1); // the 08:30 run's turn, not a second one at 08:40
    expect((await remindersOf(id)).map((r) => `${r.type} ${r.oldValue} → ${r.newValue}`)).toEqual([
      'LFD_CHANGE null → 2026-12-06T07:59:59.999Z',
      'LFD_CHANGE 2026-12-06T07:59:59.999Z → 2026-12-09T07:59:59.999Z',
      'LFD_DUE null → 2026-12-09T07:59:59.999Z',
    ]);
  });

  it('keeps the holds active on the boxes, and keeps them through a fault', async () => {
    const { state, client } = fakeTerminal();
    const id = await shipment('B5', 'AT_POD', 'USLAX', ['MSKU1234565', 'MSKU7654321']);
    const hold = (holdCategory: string, holdStatus: 'ACTIVE' | 'RELEASED') => ({
      holdCategory,
      holdStatus,
      holdDate: '2026-12-01',
      holdReason: null,
    });
    state.records = [
      record('MSKU1234565', '2026-12-08', null, [hold('CUSTOMS', 'ACTIVE'), hold('LINE', 'RELEASED')]),
      record('MSKU7654321', '2026-12-08', null, [hold('TERMINAL', 'ACTIVE')]),
    ];
    await run(client, new Date('2026-12-01T12:00:00Z'));
    const holdsOf = async () =>
      (await ctx.database.orm.select().from(terminalWatches).where(eq(terminalWatches.shipmentId, id)))[0]
        ?.holds;
    expect(await holdsOf()).toEqual([
      { containerNumber: 'MSKU1234565', category: 'CUSTOMS', since: '2026-12-01' },
      { containerNumber: 'MSKU7654321', category: 'TERMINAL', since: '2026-12-01' },
    ]);
    // A fault says nothing about holds: the stored ones stay.
    state.fault = new ProviderFault('server', 'down');
    await run(client, new Date('2026-12-01T14:00:00Z'));
    expect(await holdsOf()).toHaveLength(2);
    // Customs releases its hold: only the terminal's remains.
    state.fault = null;
    state.records = [
      record('MSKU1234565', '2026-12-08', null, [hold('CUSTOMS', 'RELEASED')]),
      record('MSKU7654321', '2026-12-08', null, [hold('TERMINAL', 'ACTIVE')]),
    ];
    await run(client, new Date('2026-12-01T16:00:00Z'));
    expect(await holdsOf()).toEqual([
      { containerNumber: 'MSKU7654321', category: 'TERMINAL', since: '2026-12-01' },
    ]);
  });

  it('reminds 48 hours ahead from the stored day between two looks at the terminal', async () => {
    const { state, client } = fakeTerminal();
    const id = await shipment('B2', 'AT_POD', 'JPTYO', ['MSKU1234565']);
    state.records = [record('MSKU1234565', '2026-12-10')];
    await run(client, new Date('2026-12-01T00:00:00Z'));
    state.fault = new ProviderFault('server', 'down for maintenance');
    // 10 Dec ends 14:59:59 UTC in Tokyo; 8 Dec 15:00 UTC is inside the 48 hours: told, though the
    // provider fails at that run.
    const result = await run(client, new Date('2026-12-08T15:05:00Z'));
    expect(result).toMatchObject({ due: 1, faults: 1 });
    expect((await remindersOf(id)).map((r) => r.type)).toEqual(['LFD_CHANGE', 'LFD_DUE']);
  });

  it('survives provider faults, subscribes on-demand ports first, and leaves other shipments alone', async () => {
    const { state, client } = fakeTerminal();
    const faulty = await shipment('B3', 'AT_POD', 'USLAX', ['MSKU1234565']);
    await shipment('B4', 'IN_TRANSIT', 'USLAX', ['MSKU1234565']); // not there yet
    await shipment('B5', 'AT_POD', 'DEHAM', ['MSKU1234565']); // no terminal data in Germany
    state.fault = new ProviderFault('timeout', 'no answer in 10 s');
    expect(await run(client, new Date('2026-12-01T00:00:00Z'))).toMatchObject({
      checked: 1,
      faults: 1,
      changed: 0,
    });
    expect(state.subscribed).toEqual(['USLAX/MSKU1234565']);
    expect(await remindersOf(faulty)).toEqual([]);
    const [watch] = await ctx.database.orm
      .select()
      .from(terminalWatches)
      .where(eq(terminalWatches.shipmentId, faulty));
    expect(watch).toMatchObject({ lastFreeDay: null, portCode: 'USLAX' });
    // Asked again at its next turn, and subscribed only at the first look.
    state.fault = null;
    state.records = [record('MSKU1234565', '2026-12-04')];
    expect(await run(client, new Date('2026-12-01T01:01:00Z'))).toMatchObject({ checked: 1, changed: 1 });
    expect(state.subscribed).toHaveLength(1);
    expect(state.downloads.map((d) => d.portCode)).toEqual(['USLAX', 'USLAX']);
  });
});
