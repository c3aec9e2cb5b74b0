import type { Socket } from 'node:net';
import type { Rng } from '../../world/rng.js';
import type { FaultSwitch } from '../faults.js';
import { applySentenceFault } from './sentence-faults.js';

/** Default cap on what may wait in a client's socket buffer before sentences are dropped. */
export const DEFAULT_MAX_BUFFERED_BYTES = 64 * 1024;
/** Cap on sentences held back by the `slow` fault, for the same reason. */
const MAX_DELAYED_LINES = 10_000;

/**
 * One connected TCP client of the AIS feed. A slow reader must not make the server grow its
 * memory: once `maxBufferedBytes` wait in the socket, further sentences are dropped and counted,
 * as a real feed that cannot keep up loses messages. Faults of the `ais` provider are applied
 * per message.
 */
export class AisClient {
  dropped = 0;
  sent = 0;
  readonly #socket: Socket;
  readonly #faults: FaultSwitch;
  readonly #rng: Rng;
  readonly #maxBufferedBytes: number;
  #delayed: string[] = [];
  #delayTimer: NodeJS.Timeout | undefined;

  constructor(socket: Socket, faults: FaultSwitch, rng: Rng, maxBufferedBytes = DEFAULT_MAX_BUFFERED_BYTES) {
    this.#socket = socket;
    this.#faults = faults;
    this.#rng = rng;
    this.#maxBufferedBytes = maxBufferedBytes;
    socket.on('close', () => clearTimeout(this.#delayTimer));
  }

  get closed(): boolean {
    return this.#socket.destroyed;
  }

  /** Sends one message; `force` skips the buffer cap (the bounded burst on connect). */
  send(group: readonly string[], force = false): void {
    if (this.#socket.destroyed) return;
    const mode = this.#faults.pick('ais', this.#rng.next());
    if (mode === 'error') {
      this.#socket.destroy();
      return;
    }
    if (mode === 'timeout') return; // silent: the client must notice the feed has gone quiet
    const lines = applySentenceFault(mode, group, this.#rng);
    if (mode === 'slow') {
      this.#delay(lines);
      return;
    }
    this.#write(lines, force);
  }

  close(): void {
    clearTimeout(this.#delayTimer);
    this.#socket.destroy();
  }

  /** Holds messages back and releases them together after the fault's delay: late bursts. */
  #delay(lines: readonly string[]): void {
    if (this.#delayed.length + lines.length > MAX_DELAYED_LINES) this.dropped += lines.length;
    else this.#delayed.push(...lines);
    if (this.#delayTimer) return;
    this.#delayTimer = setTimeout(() => {
      this.#delayTimer = undefined;
      const burst = this.#delayed;
      this.#delayed = [];
      this.#write(burst, false);
    }, this.#faults.get('ais').delayMs ?? 5000);
  }

  #write(lines: readonly string[], force: boolean): void {
    if (lines.length === 0 || this.#socket.destroyed) return;
    if (!force && this.#socket.writableLength >= this.#maxBufferedBytes) {
      this.dropped += lines.length;
      return;
    }
    this.sent += lines.length;
    this.#socket.write(`${lines.join('\r\n')}\r\n`);
  }
}
