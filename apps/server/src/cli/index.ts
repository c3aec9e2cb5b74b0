import type { Database } from '../db/database.js';
import type { CliOutput } from './grant-plan.js';
import { writeStdout } from './write-stdout.js';

/**
 * Operator commands: `npm run cli -- <command> …`. Commands that need the database use the
 * deployment's own settings (DATABASE_URL or DATA_DIR), so they act on the database the server
 * uses; the others (`ais decode`) run with no database and no configuration at all. Command
 * modules load lazily so a database-free command does not pull in the database stack.
 */
type Command =
  | { database: true; load: () => Promise<(argv: string[], db: Database, io: CliOutput) => Promise<number>> }
  | { database: false; load: () => Promise<(argv: string[], io: CliOutput) => Promise<number>> };

const COMMANDS: Record<string, Command> = {
  'grant-plan': { database: true, load: async () => (await import('./grant-plan.js')).grantPlanCommand },
  providers: { database: true, load: async () => (await import('./providers-report.js')).providersCommand },
  ais: { database: false, load: async () => (await import('./ais-decode.js')).aisCommand },
};

const io: CliOutput = {
  out: (line) => console.info(line),
  err: (line) => console.error(line),
  write: writeStdout,
};

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (!command || !Object.hasOwn(COMMANDS, name as string)) {
    console.error(`unknown command ${name ?? '(none)'}; commands: ${Object.keys(COMMANDS).join(', ')}`);
    return 1;
  }
  if (!command.database) return (await command.load())(rest, io);
  const [{ loadConfigOrExit }, { openDatabase }, run] = await Promise.all([
    import('../config.js'),
    import('../db/database.js'),
    command.load(),
  ]);
  const db = await openDatabase(loadConfigOrExit());
  try {
    return await run(rest, db, io);
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
