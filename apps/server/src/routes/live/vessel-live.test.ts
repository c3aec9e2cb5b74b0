import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AisIngest } from '../../services/ais/ais-ingest.js';
import { AUTH_TEST_ENV, type Member, registerMember } from '../../test/auth.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { vesselWatchOf } from './index.js';
import { type LiveClient, listenLocally, openReadyLive } from './test-support/live-client.js';

/**
 * Vessel positions over the live socket: a page names the vessels it shows, the ingest stores a
 * batch and announces it (NOTIFY), and only the watchers of those vessels get their positions.
 */
const WATCHED = 477000201;
const OTHER = 477000202;
const raw = (degrees: number) => Math.round(degrees * 600_000);

let ctx: TestContext;
let app: FastifyInstance;
let url: string;
let ada: Member;
let ingest: AisIngest;
const clients: LiveClient[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.app({ env: AUTH_TEST_ENV });
  url = await listenLocally(app);
  ada = await registerMember(app, 'VesselAda');
  ingest = new AisIngest({ db: ctx.database, mids: app.referenceData.mids });
});
afterAll(async () => {
  for (const client of clients) client.socket.terminate();
  await ctx?.cleanup();
});

const report = (mmsi: number, lon: number, at = Date.now()) =>
  ingest.accept(
    { type: 1, mmsi, lat: raw(1.25), lon: raw(lon), speed: 100, course: 900, heading: 90, status: 0 },
    at,
  );

async function watching(mmsis: number[]): Promise<LiveClient> {
  const client = await openReadyLive(url, { token: ada.token });
  clients.push(client);
  client.socket.send(JSON.stringify({ type: 'vessels.watch', mmsi: mmsis }));
  return client;
}

describe('vessel positions on the live socket', () => {
  it('answers a watch with the current position, then pushes each new one of the watched vessels only', async () => {
    report(WATCHED, 103.8);
    report(OTHER, 104.0);
    await ingest.flush();
    const client = await watching([WATCHED]);
    const first = await client.next();
    expect(first).toMatchObject({ type: 'vessel.positions' });
    expect(first.positions).toEqual([
      expect.objectContaining({ mmsi: WATCHED, lon: 103_800_000, lat: 1_250_000 }),
    ]);

    report(OTHER, 104.1, Date.now() + 1000);
    report(WATCHED, 103.9, Date.now() + 1000);
    await ingest.flush();
    const pushed = await client.next();
    expect(pushed.positions).toEqual([expect.objectContaining({ mmsi: WATCHED, lon: 103_900_000 })]);
  });

  it('stops pushing once the page clears its watch', async () => {
    const client = await watching([WATCHED]);
    await client.next(); // the answer to the watch
    client.socket.send(JSON.stringify({ type: 'vessels.watch', mmsi: [] }));
    await new Promise((r) => setTimeout(r, 200));
    report(WATCHED, 104.5, Date.now() + 5000);
    await ingest.flush();
    await expect(client.next(800)).rejects.toThrow();
  });

  it('reads only well-formed watch messages', () => {
    expect(vesselWatchOf('{"type":"vessels.watch","mmsi":[1,2,"3",-4,1.5]}')).toEqual([1, 2]);
    expect(vesselWatchOf('{"type":"other","mmsi":[1]}')).toBeNull();
    expect(vesselWatchOf('not json')).toBeNull();
    expect(vesselWatchOf('null')).toBeNull();
  });
});
