import { ok, ZEnvelope } from '@tracklane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZNumbers = z.array(z.string());

/**
 * What the embedded sandbox world is and where its providers listen, plus sample numbers for the
 * search pages. Registered only while the world runs; public like the sandbox inbox (the world is
 * simulated data; the providers' API key is not part of the answer).
 */
export const sandboxWorldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sandbox/world',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'The simulated freight world: clock, size, provider endpoints and sample numbers',
        tags: ['sandbox'],
        response: {
          200: ZEnvelope(
            z.object({
              seed: z.number(),
              speed: z.number(),
              now: z.string(),
              counts: z.object({
                carriers: z.number(),
                services: z.number(),
                vessels: z.number(),
                voyages: z.number(),
                bookings: z.number(),
              }),
              endpoints: z.object({
                dcsaTnt: z.string(),
                dcsaCs: z.string(),
                dcsaOvs: z.string(),
                ais: z.object({ host: z.string(), port: z.number() }),
                truck: z.string(),
                rail: z.string(),
                air: z.string(),
                terminal: z.string(),
              }),
              samples: z.object({
                bookings: ZNumbers,
                billsOfLading: ZNumbers,
                containers: ZNumbers,
                delayed: ZNumbers.describe(
                  'Bills of lading arriving late: no arrival at the discharge port yet, ETA 1.5 days or more past the schedule',
                ),
                carriers: z
                  .record(z.string(), z.string())
                  .describe(
                    'The carrier (SCAC) of each ocean sample: set it with the sample, AUTO cannot tell a numeric booking or a leased box',
                  ),
                airWaybills: ZNumbers,
                terminal: z.array(
                  z.object({
                    containerNumber: z.string(),
                    portCode: z.string(),
                    call: z.enum(['download', 'port-events']),
                  }),
                ),
              }),
            }),
          ),
        },
      },
    },
    async () => ok(await (app.sandboxWorld as NonNullable<typeof app.sandboxWorld>).describe()),
  );
};
