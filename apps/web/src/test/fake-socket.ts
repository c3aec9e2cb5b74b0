import type { SocketFactory, SocketLike } from '../app/live/live-socket';

/** A WebSocket stand-in for live tests: records what is sent, lets the test open, push and close. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  readonly sent: unknown[] = [];

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.drop(1000);
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The server (or the network) closed the socket with `code`. */
  drop(code: number): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

/** A factory that keeps every socket it made, newest last. */
export function fakeSockets(): { factory: SocketFactory; sockets: FakeSocket[]; last(): FakeSocket } {
  const sockets: FakeSocket[] = [];
  return {
    factory: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
    sockets,
    last: () => {
      const socket = sockets[sockets.length - 1];
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}
