import { FATAL_LIVE_CLOSES } from '@tracklane/domain';

/** The part of a browser WebSocket the live connection uses, so tests can hand in a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  send(data: string): void;
  close(): void;
}

export type SocketFactory = (url: string, protocols: string[]) => SocketLike;
export type LiveHandler = (message: { type: string } & Record<string, unknown>) => void;

export const RETRY_MS = [1_000, 5_000, 15_000, 60_000];
/** Closes the server gives for a token it will not accept (the domain's live-close-codes.ts). */
export const FATAL_CLOSES: ReadonlySet<number> = new Set(FATAL_LIVE_CLOSES);
const OPEN = 1;

/**
 * One WebSocket to GET /application/live shared by every hook of the tab (issue 6). It is open
 * while at least one user holds it and a token is known, reconnects with back-off, and stops
 * after a fatal close until the token changes. Features declare "state" messages (a vessel
 * watch set) that are sent on every (re)connect, because the server forgets them with the socket.
 */
export class LiveSocket {
  private socket: SocketLike | null = null;
  private token: string | null = null;
  private users = 0;
  private attempt = 0;
  /** Set by a fatal close: no reconnect until the token changes or every user has let go. */
  private refused = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly handlers = new Map<string, Set<LiveHandler>>();
  private readonly states = new Map<string, string>();
  /** What this socket was last sent per state key, so a repeated declaration is not resent. */
  private sent = new Map<string, string>();

  constructor(
    private readonly url: () => string,
    private readonly create: SocketFactory,
  ) {}

  /** Holds the connection open; the returned function lets go (the last one closes it). */
  retain(): () => void {
    this.users++;
    this.reconcile();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users--;
      this.reconcile();
    };
  }

  setToken(token: string | null): void {
    if (token === this.token) return;
    this.token = token;
    this.disconnect();
    this.attempt = 0;
    this.refused = false;
    this.reconcile();
  }

  subscribe(type: string, handler: LiveHandler): () => void {
    const set = this.handlers.get(type) ?? new Set<LiveHandler>();
    this.handlers.set(type, set);
    set.add(handler);
    return () => set.delete(handler);
  }

  /** Declares the message of `key` to send now (if open and changed) and after each reconnect. */
  setState(key: string, message: object | null): void {
    if (message === null) this.states.delete(key);
    else this.states.set(key, JSON.stringify(message));
    this.flush();
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  private reconcile(): void {
    if (this.users === 0) this.refused = false;
    if (this.users > 0 && this.token && !this.refused) {
      if (!this.socket && this.timer === undefined) this.connect();
    } else this.disconnect();
  }

  private connect(): void {
    const token = this.token as string;
    const socket = this.create(this.url(), ['tracklane', token]);
    this.socket = socket;
    this.sent = new Map();
    socket.onopen = () => {
      this.attempt = 0;
      this.flush();
    };
    socket.onmessage = (event) => this.dispatch(event.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (FATAL_CLOSES.has(event.code)) this.refused = true;
      if (this.refused || this.users === 0) return;
      const delay = RETRY_MS[Math.min(this.attempt++, RETRY_MS.length - 1)];
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.reconcile();
      }, delay);
    };
  }

  private disconnect(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private flush(): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    for (const [key, text] of this.states) {
      if (this.sent.get(key) === text) continue;
      this.sent.set(key, text);
      socket.send(text);
    }
  }

  private dispatch(data: unknown): void {
    let message: unknown;
    try {
      message = JSON.parse(String(data));
    } catch {
      return;
    }
    if (!message || typeof message !== 'object') return;
    const type = (message as { type?: unknown }).type;
    if (typeof type !== 'string') return;
    for (const handler of this.handlers.get(type) ?? []) handler(message as Parameters<LiveHandler>[0]);
  }
}
