#!/usr/bin/env node
/**
 * The sandbox alone: `npm run sandbox -- --port 4500 --seed 1 --speed 60 [--api-key KEY]`.
 * Builds the world, starts every protocol server and prints where each listens.
 */
import { parseArgs } from 'node:util';
import { terminalSamples } from './providers/terminal/index.js';
import { SANDBOX_PROVIDERS, startSandbox } from './start-sandbox.js';

const USAGE = `Usage: npm run sandbox -- [--port N] [--seed N] [--speed N] [--host H] [--api-key KEY] [--containers N]
  --port        first port of the block (${SANDBOX_PROVIDERS.join(', ')} take port, port+1, …); default 4500
  --seed        world seed; default 1
  --speed       clock speed, 1 = real time, 60 = an hour a minute; default 1
  --host        interface to listen on; default 127.0.0.1
  --api-key     key the HTTP providers require (header API-Key); default random
  --containers  containers in flight at the anchor; default 20000`;

function numberOption(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) {
    console.error(`--${name} must be a non-negative number, got "${value}"\n\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

async function main(): Promise<void> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        seed: { type: 'string' },
        speed: { type: 'string' },
        host: { type: 'string' },
        'api-key': { type: 'string' },
        containers: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.info(USAGE);
    return;
  }
  const str = (key: string) => (typeof values[key] === 'string' ? (values[key] as string) : undefined);
  const containers = str('containers');
  const sandbox = await startSandbox({
    basePort: numberOption(str('port'), 'port', 4500),
    seed: numberOption(str('seed'), 'seed', 1),
    speed: numberOption(str('speed'), 'speed', 1),
    host: str('host') ?? '127.0.0.1',
    ...(str('api-key') ? { apiKey: str('api-key') as string } : {}),
    ...(containers ? { size: { activeContainers: numberOption(containers, 'containers', 20_000) } } : {}),
  });
  const { endpoints, world } = sandbox;
  const samples = world.samples();
  console.info(`Sandbox world (seed ${world.seed}, speed ${sandbox.clock.speed}×) built in ${Math.round(sandbox.buildMs)} ms:
  ${world.carriers.length} carriers, ${world.services.length} services, ${world.vessels.length} vessels, ${world.voyages.length} voyages, ${world.shipments.length} bookings
  DCSA Track & Trace 2.2                 ${endpoints.dcsaTnt}/v2/events
  DCSA Commercial Schedules 1.0          ${endpoints.dcsaCs}/v1/point-to-point-routes
  DCSA Operational Vessel Schedules 3.0  ${endpoints.dcsaOvs}/v3/service-schedules
  AIS, NMEA 0183 !AIVDM over TCP         ${endpoints.ais.host}:${endpoints.ais.port}
  truck GPS                              ${endpoints.truck}/v1/vehicles/{plate}/position
  truck stops and geofences              ${endpoints.truck}/v1/vehicles/{plate}/stops
  rail sightings                         ${endpoints.rail}/v1/us/trips/{container}/current
  air cargo (FSU, flight positions)      ${endpoints.air}/v1/awb/{awb}
  terminal status (US/KR/JP records)     POST ${endpoints.terminal}/v1/{us|kr|jp}/download
  terminal port events (CN ports)        ${endpoints.terminal}/v1/ports/{portCode}/events?containerNumber=…
  API key (header API-Key)               ${sandbox.apiKey}
  sample containers                      ${samples.containers.join(' ')}
  sample B/Ls                            ${samples.billsOfLading.join(' ')}
  sample bookings                        ${samples.bookings.join(' ')}
  sample air waybills                    ${sandbox.air.samples().awbNumbers.join(' ')}
  sample terminal boxes                  ${terminalSamples(world, sandbox.clock.now())
    .map((s) => `${s.containerNumber}@${s.portCode}`)
    .join(' ')}
Ctrl-C stops.`);
  const stop = () => {
    sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
