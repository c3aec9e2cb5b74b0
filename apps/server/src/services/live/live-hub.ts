import { MAX_WATCHED_VESSELS } from '@tracklane/domain';
import type { Caller } from '../../auth/caller.js';
import type { SubscriptionScope } from '../../auth/subscription-scope.js';
import type { LiveAudience } from './visible-subscriptions.js';

/** What the hub needs of a WebSocket (ws' WebSocket has it; tests may pass a fake). */
export interface LiveSocket {
  send(text: string): void;
  ping(): void;
  terminate(): void;
  close(code: number, reason: string): void;
}

/** One open, authenticated live connection. */
export interface LiveConnection {
  socket: LiveSocket;
  caller: Caller;
  /** Kept to re-check the session now and then (revalidate-connections.ts). */
  token: string;
  /** Re-read when the session is re-checked, so a group change reaches open pages. */
  scope: SubscriptionScope;
  /** When the token expires (ms since epoch); the heartbeat closes the connection then. */
  expiresAtMs: number;
  /** Cleared at each ping, set by the pong: still cleared at the next ping means dead. */
  alive: boolean;
}

/** Connections above this per user (or guest) are refused: a page per tab, within reason. */
export const MAX_CONNECTIONS_PER_USER = 10;

/**
 * The open connections of this process, indexed by who holds subscriptions (an organisation or
 * a guest), so a change reaches only the connections of the holders of the shipment.
 */
export class LiveHub {
  readonly #byHolder = new Map<string, Set<LiveConnection>>();
  readonly #perUser = new Map<string, number>();
  /** Vessels whose positions a connection asked for (`vessels.watch`), both ways round. */
  readonly #vesselWatchers = new Map<number, Set<LiveConnection>>();
  readonly #watchedBy = new Map<LiveConnection, readonly number[]>();

  constructor(readonly maxPerUser = MAX_CONNECTIONS_PER_USER) {}

  /** Adds the connection unless its user already has `maxPerUser` open; false when refused. */
  add(connection: LiveConnection): boolean {
    const user = connection.caller.subject;
    const open = this.#perUser.get(user) ?? 0;
    if (open >= this.maxPerUser) return false;
    this.#perUser.set(user, open + 1);
    const key = holderKeyOf(connection.scope);
    const set = this.#byHolder.get(key);
    if (set) set.add(connection);
    else this.#byHolder.set(key, new Set([connection]));
    return true;
  }

  /** Idempotent: a connection may be removed by its close event and by the heartbeat. */
  remove(connection: LiveConnection): void {
    this.watchVessels(connection, []);
    const key = holderKeyOf(connection.scope);
    const set = this.#byHolder.get(key);
    if (!set?.delete(connection)) return;
    if (set.size === 0) this.#byHolder.delete(key);
    const user = connection.caller.subject;
    const open = (this.#perUser.get(user) ?? 1) - 1;
    if (open > 0) this.#perUser.set(user, open);
    else this.#perUser.delete(user);
  }

  get size(): number {
    let n = 0;
    for (const set of this.#byHolder.values()) n += set.size;
    return n;
  }

  /** The organisations and guests with at least one open connection. */
  audience(): LiveAudience {
    const audience: LiveAudience = { organizationIds: [], guestIds: [] };
    for (const key of this.#byHolder.keys()) {
      if (key.startsWith('o:')) audience.organizationIds.push(key.slice(2));
      else audience.guestIds.push(key.slice(2));
    }
    return audience;
  }

  /** The connections of an organisation (or of a guest with `guest`). */
  connectionsOf(holder: { organizationId: string } | { guestId: string }): LiveConnection[] {
    const key = 'organizationId' in holder ? `o:${holder.organizationId}` : `g:${holder.guestId}`;
    return [...(this.#byHolder.get(key) ?? [])];
  }

  /** The open connections of one member (or guest), across their tabs. */
  connectionsOfUser(subject: string): LiveConnection[] {
    if (!this.#perUser.has(subject)) return [];
    return this.all().filter((c) => c.caller.subject === subject);
  }

  /** Replaces the connection's watched vessels (at most MAX_WATCHED_VESSELS; [] clears). */
  watchVessels(connection: LiveConnection, mmsis: readonly number[]): void {
    for (const mmsi of this.#watchedBy.get(connection) ?? []) {
      const set = this.#vesselWatchers.get(mmsi);
      set?.delete(connection);
      if (set?.size === 0) this.#vesselWatchers.delete(mmsi);
    }
    const unique = [...new Set(mmsis)].slice(0, MAX_WATCHED_VESSELS);
    if (unique.length === 0) {
      this.#watchedBy.delete(connection);
      return;
    }
    this.#watchedBy.set(connection, unique);
    for (const mmsi of unique) {
      const set = this.#vesselWatchers.get(mmsi);
      if (set) set.add(connection);
      else this.#vesselWatchers.set(mmsi, new Set([connection]));
    }
  }

  /** For the vessels given, which connections watch which of them. */
  vesselWatchers(mmsis: Iterable<number>): Map<LiveConnection, number[]> {
    const out = new Map<LiveConnection, number[]>();
    for (const mmsi of mmsis)
      for (const connection of this.#vesselWatchers.get(mmsi) ?? []) {
        const list = out.get(connection);
        if (list) list.push(mmsi);
        else out.set(connection, [mmsi]);
      }
    return out;
  }

  /** A snapshot, safe to iterate while connections are removed. */
  all(): LiveConnection[] {
    return [...this.#byHolder.values()].flatMap((set) => [...set]);
  }
}

function holderKeyOf(scope: SubscriptionScope): string {
  return scope.kind === 'guest' ? `g:${scope.guestId}` : `o:${scope.organizationId}`;
}
