import type { PortDirectory } from '@tracklane/domain';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oceanShipments, oceanSubscriptions } from '../../db/schema/index.js';
import { refreshShipment } from '../../services/ocean/refresh-shipment.js';
import { event, scriptedClient, shipmentRow } from '../../services/ocean/test-support/refresh-fixtures.js';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../../test/auth.js';
import { addSubAccount } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { type LiveClient, listenLocally, openLive, openReadyLive } from './test-support/live-client.js';

const ports: PortDirectory = { get: () => undefined };

let ctx: TestContext;
let app: FastifyInstance;
let url: string;
let ann: Member; // main account of organisation A
let sam: Member; // sub-account of A with data scope 'related'
let bob: Member; // main account of organisation B
const clients: LiveClient[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  url = await listenLocally(app);
  ann = await registerMember(app, 'LiveAnn');
  sam = await addSubAccount(app, ann, 'LiveSam', { permissions: ['company.view'], dataScope: 'related' });
  bob = await registerMember(app, 'LiveBob');
});
afterAll(async () => {
  for (const client of clients) client.socket.terminate();
  await ctx?.cleanup();
});

const idsOf = (token: string) => {
  const claims = decodeJwt(token);
  return { userId: String(claims.sub), organizationId: String(claims.org) };
};
const track = (client: LiveClient) => {
  clients.push(client);
  return client;
};
const connect = async (who: { token: string }, options: Parameters<typeof openLive>[1] = {}) =>
  track(await openReadyLive(url, { token: who.token, ...options }));

let counter = 0;
/** A shipment with one subscription per holder given. */
async function shipmentHeldBy(
  holders: ({ organizationId: string; ownerUserId: string } | { guestId: string })[],
) {
  const reference = `LIVE${String(++counter).padStart(7, '0')}`;
  const [shipment] = await ctx.database.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'CONTAINER',
      reference,
      containerNo: reference,
      refreshIntervalMinutes: 60,
    })
    .returning();
  const subscriptionIds: string[] = [];
  for (const [index, holder] of holders.entries()) {
    // One subscription per number and organisation: colleagues' differ by B/L number.
    const [row] = await ctx.database.orm
      .insert(oceanSubscriptions)
      .values({
        ...holder,
        shipmentId: shipment!.id,
        billNumber: `BL${index}`,
        containerNumber: reference,
        carrierCode: 'MAEU',
      })
      .returning();
    subscriptionIds.push(row!.id);
  }
  return { shipmentId: shipment!.id, subscriptionIds };
}

/** Refreshes a shipment with one new event, which changes its view (and so notifies). */
async function refreshWithNewEvent(shipmentId: string) {
  const { client } = scriptedClient([
    {
      events: [event(`ev-${++counter}`, { createdTime: new Date().toISOString() })],
      retractedEventIds: [],
      cursor: null,
    },
  ]);
  const outcome = await refreshShipment({ db: ctx.database, client, shipmentId, ports });
  expect(outcome).toMatchObject({ status: 'refreshed', newEvents: 1 });
  return (await shipmentRow(ctx.database, shipmentId)).view!.updateTime;
}

describe('GET /application/live authentication', () => {
  it('closes with 4401 and a reason without a token, with a forged one and with an expired one', async () => {
    expect(await track(openLive(url)).closed).toEqual({ code: 4401, reason: 'token invalid or expired' });
    expect((await track(openLive(url, { token: 'not.a.jwt' })).closed).code).toBe(4401);
    const { userId, organizationId } = idsOf(ann.token);
    const sid = String(decodeJwt(ann.token).sid);
    const expired = await app.auth.signer.sign(
      { sub: userId, org: organizationId, typ: 'write', lt: 'normal', sid },
      new Date(Date.now() - 60_000),
    );
    expect((await track(openLive(url, { token: expired })).closed).code).toBe(4401);
  });

  it('closes with 4401 once the session is signed out (sign-out seen on connect and on revalidation)', async () => {
    const member = await registerMember(app, 'LiveLeaver');
    const client = await connect(member);
    const out = await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(member.token) });
    expect(out.json().statusCode).toBe(20000);
    await app.liveUpdates.revalidate();
    expect((await client.closed).code).toBe(4401);
    expect((await track(openLive(url, { token: member.token })).closed).code).toBe(4401);
  });

  it('closes with 4403 for a member still waiting for approval', async () => {
    const waiting = await addSubAccount(app, ann, 'LiveWaiting', { pending: true });
    expect(await track(openLive(url, { token: waiting.token })).closed).toEqual({
      code: 4403,
      reason: 'pending approval',
    });
  });

  it('accepts the token as a sub-protocol and selects the tracklane protocol', async () => {
    const client = track(await openReadyLive(url, { protocols: ['tracklane', ann.token] }));
    expect(client.socket.protocol).toBe('tracklane');
  });

  it('refuses the 11th connection of one user with 4429 and accepts again once one closes', async () => {
    const member = await registerMember(app, 'LiveMany');
    const open = await Promise.all(Array.from({ length: 10 }, () => connect(member)));
    expect((await track(openLive(url, { token: member.token })).closed).code).toBe(4429);
    open[0]!.socket.close();
    await open[0]!.closed;
    await vi.waitFor(() => expect(app.liveUpdates.hub.size).toBeLessThan(clients.length));
    await connect(member);
  });
});

describe('pushes', () => {
  it('reach the owner with only the subscriptions each caller may see, never another organisation', async () => {
    const a = idsOf(ann.token);
    const s = idsOf(sam.token);
    const b = idsOf(bob.token);
    const first = await shipmentHeldBy([
      { organizationId: a.organizationId, ownerUserId: a.userId },
      { organizationId: a.organizationId, ownerUserId: s.userId },
    ]);
    const second = await shipmentHeldBy([
      { organizationId: a.organizationId, ownerUserId: a.userId },
      { organizationId: b.organizationId, ownerUserId: b.userId },
    ]);
    const [annLive, samLive, bobLive] = [await connect(ann), await connect(sam), await connect(bob)];

    const firstTime = await refreshWithNewEvent(first.shipmentId);
    expect(firstTime).toBeTruthy();
    const annMessage = await annLive.next();
    expect(annMessage).toMatchObject({ type: 'ocean.subscription.changed', updateTime: firstTime });
    expect([...(annMessage.subscriptionIds as string[])].sort()).toEqual([...first.subscriptionIds].sort());
    // 'related': only the subscription Sam made, not Ann's on the same shipment.
    expect(await samLive.next()).toEqual({
      type: 'ocean.subscription.changed',
      subscriptionIds: [first.subscriptionIds[1]],
      updateTime: firstTime,
    });

    const secondTime = await refreshWithNewEvent(second.shipmentId);
    expect(await annLive.next()).toMatchObject({ subscriptionIds: [second.subscriptionIds[0]] });
    // Bob's first push is the shared shipment: the first one, Ann's only, never reached him.
    expect(await bobLive.next()).toEqual({
      type: 'ocean.subscription.changed',
      subscriptionIds: [second.subscriptionIds[1]],
      updateTime: secondTime,
    });
    // Sam's next push is the first shipment again: the second (Ann's and Bob's) skipped him.
    const thirdTime = await refreshWithNewEvent(first.shipmentId);
    expect(await samLive.next()).toMatchObject({
      subscriptionIds: [first.subscriptionIds[1]],
      updateTime: thirdTime,
    });
  });

  it('reach a guest for the subscriptions of their guest id', async () => {
    const guestToken: string = (
      await app.inject({ url: '/auth/guest/token?type=guest&secret=tracklane-guest' })
    ).json().data.accessToken;
    const guestId = String(decodeJwt(guestToken).sub);
    const shipment = await shipmentHeldBy([{ guestId }]);
    const live = await connect({ token: guestToken });
    const updateTime = await refreshWithNewEvent(shipment.shipmentId);
    expect(await live.next()).toEqual({
      type: 'ocean.subscription.changed',
      subscriptionIds: shipment.subscriptionIds,
      updateTime,
    });
  });
});

describe('heartbeat', () => {
  it('pings every connection, terminates one that missed a pong and closes an expired token with 4401', async () => {
    const member = await registerMember(app, 'LiveBeat');
    const silent = await registerMember(app, 'LiveSilent');
    const expiring = await registerMember(app, 'LiveExpiring');
    const answering = await connect(member);
    const mute = await connect(silent, { autoPong: false });
    const late = await connect(expiring);
    const serverSide = (token: string) =>
      app.liveUpdates.hub.all().find((c) => c.caller.subject === idsOf(token).userId)!;

    app.liveUpdates.heartbeat();
    await vi.waitFor(() => expect(answering.pings()).toBe(1));
    await vi.waitFor(() => expect(serverSide(member.token).alive).toBe(true));
    expect(serverSide(silent.token).alive).toBe(false);
    serverSide(expiring.token).expiresAtMs = Date.now() - 1;

    app.liveUpdates.heartbeat();
    expect((await mute.closed).code).toBe(1006);
    expect(await late.closed).toEqual({ code: 4401, reason: 'token expired' });
    await vi.waitFor(() => expect(answering.pings()).toBe(2));
    expect(answering.socket.readyState).toBe(answering.socket.OPEN);
    expect(serverSide(silent.token)).toBeUndefined();
  });
});
