import { parseArgs } from 'node:util';
import { AppError, EDITION_CODES, isEditionCode, PLAN_MONTHS_DEFAULT } from '@tracklane/domain';
import type { Database } from '../db/database.js';
import { grantPlan } from '../services/organizations/grant-plan.js';

export const GRANT_PLAN_USAGE = `usage: grant-plan --org <clientId> --edition <${EDITION_CODES.join('|')}> [--months 12]`;

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
  /**
   * Raw bytes for stdout, consumed before it returns, for commands whose output is large (`ais
   * decode`); without it they hand their output to `out` as text.
   */
  write?(chunk: Uint8Array): void;
}

/**
 * `grant-plan`: gives an organisation an edition for a number of months (payments come later).
 * Returns the exit code; bad input prints why and the usage, and changes nothing.
 */
export async function grantPlanCommand(argv: string[], db: Database, io: CliOutput): Promise<number> {
  let values: { org?: string | undefined; edition?: string | undefined; months?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { org: { type: 'string' }, edition: { type: 'string' }, months: { type: 'string' } },
      strict: true,
    }));
  } catch (err) {
    io.err(`${(err as Error).message}\n${GRANT_PLAN_USAGE}`);
    return 1;
  }
  const problems: string[] = [];
  if (!values.org?.trim()) problems.push('--org <clientId> is required');
  if (!isEditionCode(values.edition))
    problems.push(
      `--edition must be one of ${EDITION_CODES.join(', ')} (got ${values.edition ?? 'nothing'})`,
    );
  const months = values.months === undefined ? PLAN_MONTHS_DEFAULT : Number(values.months);
  if (!Number.isInteger(months) || months < 1 || months > 120)
    problems.push(`--months must be a whole number from 1 to 120 (got ${values.months})`);
  if (problems.length > 0 || !values.org || !isEditionCode(values.edition)) {
    io.err(`${problems.join('\n')}\n${GRANT_PLAN_USAGE}`);
    return 1;
  }
  try {
    const result = await grantPlan({ db, clientId: values.org, edition: values.edition, months });
    const until = result.edition.validUntil ?? 'no end date';
    io.out(`Granted ${result.edition.code} to ${result.name} (${result.clientId}) until ${until}`);
    io.out(JSON.stringify(result.edition.limits));
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }
}
