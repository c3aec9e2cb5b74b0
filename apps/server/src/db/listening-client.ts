import { CONSISTENT_CHANNELS } from './consistent-channels.js';
import { StatementNamingClient } from './statement-naming-client.js';

/**
 * The pool's connection: it LISTENs to CONSISTENT_CHANNELS as part of connecting, before the pool
 * hands it to anyone, so the notices of every statement it ever commits come back to it (see
 * `listenOnEveryConnection` in postgres.ts). Queuing the LISTEN beside the caller's first query
 * instead would be a query on a busy client, which node-postgres deprecates.
 * (Its name must not contain "Pool": drizzle takes any client whose class is so named for a pool
 * and calls its connect() again to start a transaction.)
 */
export class ListeningClient extends StatementNamingClient {
  // biome-ignore lint/suspicious/noExplicitAny: node-postgres' connect has a callback and a promise form.
  override connect(callback?: any): any {
    const connected = super.connect().then(async () => {
      for (const channel of CONSISTENT_CHANNELS) await super.query(`listen ${channel}`);
      return this;
    });
    if (typeof callback !== 'function') return connected;
    // As node-postgres answers the callback form: (null, client) or (error).
    connected.then(
      (client) => callback(null, client),
      (err: unknown) => callback(err),
    );
    return undefined;
  }
}
