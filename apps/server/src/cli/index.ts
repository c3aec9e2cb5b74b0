import { loadConfigOrExit } from '../config.js';
import { openDatabase } from '../db/database.js';
import { grantPlanCommand } from './grant-plan.js';

/**
 * Operator commands: `npm run cli -- <command> …`. They use the deployment's own settings
 * (DATABASE_URL or DATA_DIR), so they act on the database the server uses.
 */
const COMMANDS = { 'grant-plan': grantPlanCommand } as const;

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || !(name in COMMANDS)) {
    console.error(`unknown command ${name ?? '(none)'}; commands: ${Object.keys(COMMANDS).join(', ')}`);
    return 1;
  }
  const db = await openDatabase(loadConfigOrExit());
  try {
    return await COMMANDS[name as keyof typeof COMMANDS](rest, db, {
      out: (line) => console.info(line),
      err: (line) => console.error(line),
    });
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
