import { fileURLToPath } from 'node:url';

/**
 * The drizzle-kit output folder. tsc does not copy .sql files, so the build reads the migrations
 * from src/ too: src/db and dist/db are both two levels below the package folder.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
