import { timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE, type VerificationCodeType } from '@tracklane/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { fieldError } from '../../auth/field-error.js';
import { keyedHash } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import { verificationCodes } from '../../db/schema/index.js';

/**
 * Accepts the latest code sent to `number` for `type` once: a newer code voids older ones, a
 * used or expired one fails, and the fifth wrong try voids it. `field` names the parameter in
 * the 40000 answer (roundCode on registration, code elsewhere).
 */
export async function consumeVerificationCode({
  db,
  pepper,
  number,
  type,
  code,
  field,
}: {
  db: Database;
  pepper: string;
  number: string;
  type: VerificationCodeType;
  code: string;
  field: string;
}): Promise<void> {
  const wrong = fieldError(field, 'codeWrongOrExpired');
  const [row] = await db.orm
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.number, number), eq(verificationCodes.type, type)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.consumedAt || row.expiresAt.getTime() <= Date.now()) throw wrong;

  const given = Buffer.from(keyedHash(pepper, `${number}:${code.trim()}`));
  const stored = Buffer.from(row.codeHash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    await db.orm
      .update(verificationCodes)
      .set({
        attempts: sql`${verificationCodes.attempts} + 1`,
        consumedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${VERIFICATION_CODE.maxAttempts} then now() else null end`,
      })
      .where(eq(verificationCodes.id, row.id));
    throw wrong;
  }
  // Conditional update: of two concurrent uses of one code, only one wins.
  const used = await db.orm
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw wrong;
}
