import { type Sandbox, startSandbox } from '@tracklane/sandbox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { oceanShipments, oceanSubscriptions } from '../db/schema/index.js';
import type { JobContext } from '../jobs/define-job.js';
import { AUTH_TEST_ENV, type Member, registerMember } from './auth.js';
import { call } from './organizations.js';
import { createTestContext, type TestContext } from './test-app.js';

export interface OceanSandboxApp {
  ctx: TestContext;
  sandbox: Sandbox;
  app: FastifyInstance;
  /** Main accounts of organisations of their own, in the order their names were given. */
  members: Member[];
  /** A sample container of the sandbox world and the carrier that tracks it. */
  sample(index: number): { containerNumber: string; carrierCode: string };
  /** POST /application/ocean/subscribe by container number; the envelope back. */
  // biome-ignore lint/suspicious/noExplicitAny: test responses are checked field by field.
  subscribe(member: Member, containerNumber: string, carrierCode: string): Promise<any>;
  /** The shipment behind a subscription, as stored. */
  shipmentOf(subscriptionId: string): Promise<typeof oceanShipments.$inferSelect>;
  /** A job handler's context on the test database, on the clock of `now` when given. */
  jobContext(now?: Date): JobContext;
  close(): Promise<void>;
}

/**
 * The ocean tests that poll a carrier (first poll, no-data notice, sailed route on completion):
 * a sandbox world as the carrier (seed 11, 300 active containers, its clock stopped), an app on
 * the file's database whose jobs are queued but never worked (the test runs each handler itself,
 * on its own clock), and one registered organisation per member name.
 */
export async function startOceanSandboxApp({ members }: { members: string[] }): Promise<OceanSandboxApp> {
  const sandbox = await startSandbox({ seed: 11, speed: 0, size: { activeContainers: 300 } });
  const ctx = await createTestContext();
  try {
    const app = await ctx.app({
      env: { ...AUTH_TEST_ENV, OCEAN_TNT_URL: sandbox.endpoints.dcsaTnt, OCEAN_TNT_API_KEY: sandbox.apiKey },
      jobs: { schedule: false, work: false },
    });
    await app.ready();
    const registered: Member[] = [];
    for (const name of members) registered.push(await registerMember(app, name));
    return {
      ctx,
      sandbox,
      app,
      members: registered,
      sample(index) {
        const containerNumber = sandbox.world.samples().containers[index];
        if (!containerNumber) throw new Error(`the sandbox world has no sample container ${index}`);
        return { containerNumber, carrierCode: sandbox.world.samples().carriers[containerNumber]! };
      },
      subscribe: (member, containerNumber, carrierCode) =>
        call(app, member, 'POST', '/application/ocean/subscribe', { containerNumber, carrierCode }),
      async shipmentOf(subscriptionId) {
        const [row] = await ctx.database.orm
          .select({ shipment: oceanShipments })
          .from(oceanSubscriptions)
          .innerJoin(oceanShipments, eq(oceanShipments.id, oceanSubscriptions.shipmentId))
          .where(eq(oceanSubscriptions.id, subscriptionId));
        if (!row) throw new Error(`no subscription ${subscriptionId}`);
        return row.shipment;
      },
      jobContext(now) {
        const context = { ...app.jobContext('test'), db: ctx.database, log: app.log };
        return now ? { ...context, clock: { now: () => now } } : context;
      },
      async close() {
        await ctx.cleanup();
        await sandbox.close();
      },
    };
  } catch (error) {
    await ctx.cleanup();
    await sandbox.close();
    throw error;
  }
}
