/**
 * True on CI's PostgreSQL pass (`TEST_DATABASE_ONLY=1`), which follows a full PGlite pass of the
 * same tree and build. Tests of a page's look alone (375 px layouts, Chinese text, screenshots)
 * check nothing the database can change, so they run on the first pass only:
 * `it.skipIf(lookAlreadyChecked)(...)`.
 */
export const lookAlreadyChecked = process.env.TEST_DATABASE_ONLY === '1';
