/**
 * The sandbox world's own process, forked by `startSandboxChild` (process/sandbox-child.ts); not
 * a command of its own (`npm run sandbox` is). argv[2] holds the SandboxOptions as JSON.
 */
import { type SandboxOptions, startSandbox } from '@tracklane/sandbox';
import { describeSandboxWorld } from '../services/sandbox/describe-sandbox-world.js';
import type { SandboxChildMessage, SandboxParentMessage } from './sandbox-child.js';

/** Sends to the server if it is still there (it may have died meanwhile: no EPIPE crash). */
function send(message: SandboxChildMessage): void {
  if (!process.connected) return;
  process.send?.(message, undefined, {}, () => {});
}

if (!process.send) {
  console.error('sandbox-child-main runs as a child of the server (SANDBOX_PROCESS=child)');
  process.exit(2);
}

// Ctrl-C in a terminal signals the whole process group: the server decides when the world stops
// (after its jobs finished with it), by disconnecting.
process.on('SIGINT', () => {});

try {
  const options = JSON.parse(process.argv[2] ?? '{}') as SandboxOptions;
  const sandbox = await startSandbox(options);
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    sandbox.close().finally(() => process.exit(0));
  };
  // The server closed the channel: it is shutting down, or it died (even kill -9 closes it).
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  process.on('message', (message: SandboxParentMessage) => {
    if (message.type === 'describe')
      send({ type: 'described', id: message.id, summary: describeSandboxWorld(sandbox) });
  });
  const { world, clock, endpoints, apiKey, buildMs } = sandbox;
  send({
    type: 'ready',
    apiKey,
    endpoints,
    buildMs,
    seed: world.seed,
    speed: clock.speed,
    vessels: world.vessels.length,
    bookings: world.shipments.length,
  });
  // The parent may have gone while the world was being built.
  if (!process.connected) stop();
} catch (err) {
  send({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
  process.exit(1);
}
