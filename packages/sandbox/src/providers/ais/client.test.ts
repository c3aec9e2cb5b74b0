import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRng } from '../../world/rng.js';
import { FaultSwitch } from '../faults.js';
import { AisClient } from './client.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const f of cleanups.splice(0)) f();
});

/** A connected socket pair whose client end never reads. */
async function stalledPair(): Promise<Socket> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const accepted = once(server, 'connection') as Promise<[Socket]>;
  const reader = connect(address.port, '127.0.0.1');
  reader.pause();
  const [socket] = await accepted;
  socket.on('error', () => {});
  cleanups.push(() => {
    reader.destroy();
    socket.destroy();
    server.close();
  });
  return socket;
}

describe('AIS client back-pressure', () => {
  it('drops sentences for a client that does not read instead of buffering them', async () => {
    const socket = await stalledPair();
    const client = new AisClient(socket, new FaultSwitch(), createRng(1), 16 * 1024);
    const group = ['!AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0*24'];
    // ~10 MB offered at once: more than the kernel's socket buffers take.
    for (let i = 0; i < 200_000; i++) client.send(group);
    expect(client.dropped).toBeGreaterThan(0);
    expect(client.sent + client.dropped).toBe(200_000);
    expect(socket.writableLength).toBeLessThanOrEqual(16 * 1024 + 64);
  });

  it('lets a bounded burst through even when the buffer is full (the greeting snapshot)', async () => {
    const socket = await stalledPair();
    const client = new AisClient(socket, new FaultSwitch(), createRng(1), 1);
    client.send(['!AIVDM,1,1,,A,x,0*00'], true);
    client.send(['!AIVDM,1,1,,A,y,0*00'], true);
    expect(client.dropped).toBe(0);
  });
});
