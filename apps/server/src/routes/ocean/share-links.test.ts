import type { OceanShipmentView } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { type Database, openDatabase } from '../../db/database.js';
import {
  oceanShipments,
  oceanSubscriptions,
  sandboxMessages,
  shareLinks,
  users,
} from '../../db/schema/index.js';
import { AUTH_TEST_ENV, bearer, type Member, registerMember } from '../../test/auth.js';
import { call } from '../../test/organizations.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

const LINKS = '/application/ocean/share/links';
const SHARED = '/application/ocean/shared';
const DAY = 24 * 3600 * 1000;

let ctx: TestContext;
let app: FastifyInstance;
/** A second API instance on the same database: a replica. */
let replica: FastifyInstance;
let replicaDb: Database | undefined;
let nina: Member;
let otto: Member;
let ninaOrg: string;
let ninaUser: string;

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV, jobs: { schedule: false, work: true } });
  // On PostgreSQL the replica has a connection pool of its own, as another process would; PGlite
  // (one process) shares the file's one connection, but not the app instance or its caches.
  if (process.env.DATABASE_URL) {
    replicaDb = await openDatabase(ctx.config(AUTH_TEST_ENV));
    replica = await buildApp({ jobs: false, config: ctx.config(AUTH_TEST_ENV), database: replicaDb });
  } else replica = await ctx.app({ env: AUTH_TEST_ENV });
  await Promise.all([app.ready(), replica.ready()]);
  nina = await registerMember(app, 'nina');
  otto = await registerMember(app, 'otto');
  ninaUser = (await call(app, nina, 'GET', '/auth/user/current')).data.id;
  const [row] = await ctx.database.orm.select().from(users).where(eq(users.id, ninaUser));
  ninaOrg = row!.organizationId;
});
afterAll(async () => {
  if (replicaDb) {
    await replica?.close();
    await replicaDb.close();
  }
  await ctx?.cleanup();
});

let seq = 0;
/** A subscription of Nina's to a fresh shipment; `completedAt` makes it completed at that time. */
async function subscription({
  completedAt,
  remark = 'private margin note',
  client = 'ACME Secret Client',
}: {
  completedAt?: Date;
  remark?: string;
  client?: string;
} = {}): Promise<{ id: string; shipmentId: string; number: string }> {
  const number = `MAEU${String(++seq).padStart(9, '0')}`;
  const [shipment] = await ctx.database.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'BILL_OF_LADING',
      reference: number,
      refreshIntervalMinutes: 60,
      ...(completedAt ? completion(completedAt) : {}),
    })
    .returning();
  const [sub] = await ctx.database.orm
    .insert(oceanSubscriptions)
    .values({
      organizationId: ninaOrg,
      ownerUserId: ninaUser,
      shipmentId: shipment!.id,
      billNumber: number,
      carrierCode: 'MAEU',
      remark,
      client,
      polCode: 'CNSHA',
      podCode: 'NLRTM',
    })
    .returning();
  return { id: sub!.id, shipmentId: shipment!.id, number };
}

/** A completed shipment whose last actual event is at `at` (the view holds only what the rule reads). */
function completion(at: Date) {
  const event = (time: Date, classifier: 'ACT' | 'EST') => ({
    eventClassifier: classifier,
    eventTime: time.toISOString(),
  });
  return {
    completed: true,
    status: 'COMPLETE',
    lastRefreshedAt: new Date(at.getTime() + 3 * DAY),
    // A partial view: only the events the rule reads.
    view: {
      transportEvents: [event(new Date(at.getTime() - 10 * DAY), 'ACT')],
      equipmentEvents: [event(at, 'ACT'), event(new Date(at.getTime() + 5 * DAY), 'EST')],
      shipmentEvents: [],
    } as unknown as OceanShipmentView,
  };
}

const create = (who: Member, subscriptionIds: string[], expiry?: unknown) =>
  call(app, who, 'POST', LINKS, { subscriptionIds, ...(expiry === undefined ? {} : { expiry }) });
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const open = async (on: FastifyInstance, url: string) =>
  (await on.inject({ url: `${SHARED}/${tokenOf(url)}` })).json();

describe('share links', () => {
  it('opens signed out, counts views and hides remark, client and ids', async () => {
    const sub = await subscription();
    const created = await create(nina, [sub.id]);
    expect(created.statusCode).toBe(20000);
    expect(created.data).toMatchObject({
      status: 'active',
      expiry: 'default',
      expiresAt: null,
      viewCount: 0,
      lastViewedAt: null,
      businessNumbers: [sub.number],
    });
    expect(new URL(created.data.url).pathname).toMatch(/^\/s\/[A-Za-z0-9_-]{32}$/);
    // Only the token's hash is stored.
    const [row] = await ctx.database.orm.select().from(shareLinks).where(eq(shareLinks.id, created.data.id));
    expect(row!.tokenHash).not.toContain(tokenOf(created.data.url));

    const view = await open(app, created.data.url);
    expect(view.statusCode).toBe(20000);
    expect(view.data.shipments).toHaveLength(1);
    expect(view.data.shipments[0].item).toMatchObject({
      businessNumber: sub.number,
      polCode: 'CNSHA',
      podCode: 'NLRTM',
    });
    const text = JSON.stringify(view.data);
    for (const hidden of [
      'margin',
      'ACME',
      sub.id,
      sub.shipmentId,
      ninaOrg,
      ninaUser,
      'remark',
      'uuidOfUser',
    ])
      expect(text).not.toContain(hidden);

    await open(replica, created.data.url);
    const [listed] = (await call(app, nina, 'GET', LINKS)).data.list;
    expect(listed).toMatchObject({ id: created.data.id, viewCount: 2, url: created.data.url });
    expect(Date.now() - Date.parse(listed.lastViewedAt)).toBeLessThan(60_000);
  });

  it('a revoke holds at once, on another instance of the API too (nothing cached)', async () => {
    const sub = await subscription();
    const { data: link } = await create(nina, [sub.id]);
    // Both instances have read it (anything they would cache, they now hold).
    expect((await open(app, link.url)).statusCode).toBe(20000);
    expect((await open(replica, link.url)).statusCode).toBe(20000);
    const revoked = await call(app, nina, 'POST', `${LINKS}/${link.id}/revoke`);
    expect(revoked.data).toMatchObject({ status: 'revoked', viewCount: 2 });
    const onReplica = await open(replica, link.url);
    expect(onReplica).toMatchObject({ statusCode: 40400, data: null });
    expect(onReplica.message).toMatch(/wrong link/i);
    expect((await open(app, link.url)).statusCode).toBe(40400);
    // No view was counted for the refused reads; revoking again keeps the first time.
    const again = await call(replica, nina, 'POST', `${LINKS}/${link.id}/revoke`);
    expect(again.data).toMatchObject({ status: 'revoked', viewCount: 2, revokedAt: revoked.data.revokedAt });
  });

  it('an unknown token is a wrong link', async () => {
    expect((await open(app, 'http://x/s/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(40400);
  });

  it.each([7, 30, 90] as const)('expires %i days after creation', async (days) => {
    const sub = await subscription();
    const { data: link } = await create(nina, [sub.id], days);
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(days * DAY);
    expect((await open(app, link.url)).statusCode).toBe(20000);
    // Move it back in time so the end has passed.
    await ctx.database.orm
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, link.id));
    expect((await open(replica, link.url)).statusCode).toBe(40400);
    const listed = (await call(app, nina, 'GET', `${LINKS}?pageSize=100`)).data.list.find(
      (l: { id: string }) => l.id === link.id,
    );
    expect(listed.status).toBe('expired');
  });

  it("'never' has no end", async () => {
    const sub = await subscription();
    // Completed long ago (no view: its completion is its last refresh).
    await ctx.database.orm
      .update(oceanShipments)
      .set({ completed: true, lastRefreshedAt: new Date(Date.now() - 400 * DAY) })
      .where(eq(oceanShipments.id, sub.shipmentId));
    const { data: link } = await create(nina, [sub.id], 'never');
    expect(link).toMatchObject({ expiry: 'never', expiresAt: null, status: 'active' });
    expect((await open(app, link.url)).statusCode).toBe(20000);
  });

  it('refuses other expiries', async () => {
    const sub = await subscription();
    expect((await create(nina, [sub.id], 14)).statusCode).toBe(40000);
    expect((await create(nina, [], 7)).statusCode).toBe(40000);
  });

  it('default: 20 days after the last of its shipments completes, following completion', async () => {
    const done = new Date(Date.now() - 5 * DAY);
    const a = await subscription({ completedAt: done });
    const b = await subscription();
    const { data: link } = await create(nina, [a.id, b.id]);
    // b is still under way: no end yet.
    expect(link).toMatchObject({ expiresAt: null, status: 'active', businessNumbers: [a.number, b.number] });

    // b completes 2 days ago: the end is 20 days after that (the later of the two).
    const bDone = new Date(Date.now() - 2 * DAY);
    await ctx.database.orm
      .update(oceanShipments)
      .set(completion(bDone))
      .where(eq(oceanShipments.id, b.shipmentId));
    const listed = (await call(app, nina, 'GET', `${LINKS}?pageSize=100`)).data.list.find(
      (l: { id: string }) => l.id === link.id,
    );
    expect(listed).toMatchObject({
      status: 'active',
      expiresAt: new Date(bDone.getTime() + 20 * DAY).toISOString(),
    });

    // Both long completed: expired.
    await ctx.database.orm
      .update(oceanShipments)
      .set(completion(new Date(Date.now() - 21 * DAY)))
      .where(eq(oceanShipments.id, b.shipmentId));
    await ctx.database.orm
      .update(oceanShipments)
      .set(completion(new Date(Date.now() - 30 * DAY)))
      .where(eq(oceanShipments.id, a.shipmentId));
    expect((await open(app, link.url)).statusCode).toBe(40400);
  });

  it('a link to a selection shows every shipment in order; a deleted subscription leaves it', async () => {
    const a = await subscription();
    const b = await subscription();
    const { data: link } = await create(nina, [b.id, a.id]);
    const view = await open(app, link.url);
    expect(
      view.data.shipments.map((s: { item: { businessNumber: string } }) => s.item.businessNumber),
    ).toEqual([b.number, a.number]);
    await call(app, nina, 'POST', '/application/ocean/subscribes/delete', [b.id] as never);
    expect((await open(app, link.url)).data.shipments).toHaveLength(1);
    await call(app, nina, 'POST', '/application/ocean/subscribes/delete', [a.id] as never);
    expect((await open(app, link.url)).statusCode).toBe(40400);
  });

  it("another organisation's subscription or link is 40400, and nothing is created", async () => {
    const sub = await subscription();
    const { data: link } = await create(nina, [sub.id]);
    expect((await create(otto, [sub.id])).statusCode).toBe(40400);
    expect((await call(app, otto, 'POST', `${LINKS}/${link.id}/revoke`)).statusCode).toBe(40400);
    expect((await call(app, otto, 'GET', LINKS)).data).toMatchObject({ list: [], total: 0 });
    expect((await open(app, link.url)).statusCode).toBe(20000);
  });

  it('needs a member with a write token: no token, or a read token, cannot create or revoke', async () => {
    const sub = await subscription();
    expect(
      (await app.inject({ method: 'POST', url: LINKS, payload: { subscriptionIds: [sub.id] } })).json()
        .statusCode,
    ).toBe(40100);
    const keyed = await app.inject({
      url: '/auth/api/keys',
      method: 'POST',
      headers: bearer(nina.token),
      payload: { name: 'k' },
    });
    const { clientId, key } = keyed.json().data;
    const read = (await app.inject({ url: `/auth/api/token?clientId=${clientId}&key=${key}` })).json().data;
    expect(
      (await call(app, { token: read.accessToken }, 'POST', LINKS, { subscriptionIds: [sub.id] })).statusCode,
    ).toBe(40300);
    expect(
      (
        await call(
          app,
          { token: read.accessToken },
          'GET',
          `/application/ocean/subscribe/qrcode?subscriptionId=${sub.id}`,
        )
      ).statusCode,
    ).toBe(40300);
  });
});

describe('the QR code is a share link', () => {
  it('reuses the active default link of that subscription, else makes one; revoked → a new one', async () => {
    const sub = await subscription();
    const qr = await call(app, nina, 'GET', `/application/ocean/subscribe/qrcode?subscriptionId=${sub.id}`);
    expect(qr.statusCode).toBe(20000);
    expect(qr.data.qrcode).toMatch(/^data:image\/png;base64,/);
    expect(new URL(qr.data.url).pathname).toMatch(/^\/s\//);
    expect((await open(app, qr.data.url)).statusCode).toBe(20000);
    const again = await call(
      app,
      nina,
      'GET',
      `/application/ocean/subscribe/qrcode?subscriptionId=${sub.id}`,
    );
    expect(again.data.linkId).toBe(qr.data.linkId);
    await call(app, nina, 'POST', `${LINKS}/${qr.data.linkId}/revoke`);
    expect((await open(app, qr.data.url)).statusCode).toBe(40400);
    const fresh = await call(
      app,
      nina,
      'GET',
      `/application/ocean/subscribe/qrcode?subscriptionId=${sub.id}`,
    );
    expect(fresh.data.linkId).not.toBe(qr.data.linkId);
  });
});

describe('sharing to an e-mail address without an account', () => {
  it('e-mails a share link (through the job queue), answering as for anyone', async () => {
    const sub = await subscription();
    const res = await call(app, nina, 'POST', '/application/ocean/subscribe/share?lang=jp', {
      businessId: sub.id,
      to: 'Carrier.Desk@Example.org',
    });
    expect(res).toMatchObject({ statusCode: 20000, data: null });
    const mail = await waitFor(async () => {
      const [row] = await ctx.database.orm
        .select()
        .from(sandboxMessages)
        .where(eq(sandboxMessages.to, 'carrier.desk@example.org'));
      return row;
    });
    expect(mail.subject).toContain(sub.number);
    expect(mail.subject).toContain('共有');
    const url = /https?:\/\/\S+\/s\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(url).toBeDefined();
    expect((await open(app, url!)).data.shipments[0].item.businessNumber).toBe(sub.number);
    // The link is the sharer's, listed and revocable.
    const listed = (await call(app, nina, 'GET', `${LINKS}?pageSize=100`)).data.list;
    expect(listed.map((l: { url: string }) => l.url)).toContain(url);
  });

  it("a platform user's name gets the invitation, no e-mail", async () => {
    const sub = await subscription();
    const res = await call(app, nina, 'POST', '/application/ocean/subscribe/share', {
      businessId: sub.id,
      to: 'otto',
    });
    expect(res.statusCode).toBe(20000);
    const offers = (await call(app, otto, 'GET', '/application/ocean/share/invitations')).data;
    expect(offers.map((o: { businessNumber: string }) => o.businessNumber)).toContain(sub.number);
    await new Promise((r) => setTimeout(r, 500));
    const mails = await ctx.database.orm
      .select()
      .from(sandboxMessages)
      .where(eq(sandboxMessages.to, 'otto@example.com'));
    expect(mails.every((m) => !m.text.includes('/s/'))).toBe(true);
  });
});

async function waitFor<T>(read: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
