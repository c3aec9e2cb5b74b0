import type { Config } from '../config.js';
import { type Database, openDatabase } from '../db/database.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgliteThread'>;
  /** A database opened by the caller (tests); it stays open when the app closes. */
  database?: Database | undefined;
}

/** Opens (and migrates) the database before anything that needs it; closes it last. */
export const dbPlugin = appPlugin<DbPluginOptions>('db', async (app, { config, database }) => {
  const db =
    database ?? (await openDatabase(config, (err) => app.log.warn({ err }, 'idle database connection lost')));
  app.decorate('db', db);
  if (!database) app.addHook('onClose', () => db.close());
});
