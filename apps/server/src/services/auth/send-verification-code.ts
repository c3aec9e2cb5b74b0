import { randomInt } from 'node:crypto';
import {
  AppError,
  type ContactCategory,
  type Language,
  normalizeContact,
  StatusCode,
  throttleMessage,
  VERIFICATION_CODE,
  type VerificationCodeType,
  verificationCodeText,
} from '@tracklane/domain';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { fieldError } from '../../auth/field-error.js';
import { findUserByContact } from '../../auth/find-user.js';
import { keyedHash } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import { verificationCodes } from '../../db/schema/index.js';
import type { Messaging } from '../../messaging/messaging.js';

const HOUR_MS = 3_600_000;

function throttled(kind: 'codeResend' | 'codeHourly', waitMs: number, language: Language): AppError {
  const seconds = Math.ceil(waitMs / 1000);
  return new AppError(StatusCode.CALL_LIMIT_EXCEEDED, throttleMessage(kind, seconds, language), {
    retryAfterSeconds: seconds,
  });
}

/**
 * Sends a 6-digit code by e-mail or SMS (10 minutes, single use). Throttled per number (one per
 * 60 s, 10 per hour) and per IP. The answer never depends on whether the number has an account,
 * so the call cannot be used to find out who has one: for sign-in and reset, a number without an
 * account gets no message; for registration, one with an account gets its code and hears
 * "already registered" only when it gives the code back (registerUser).
 */
export async function sendVerificationCode(input: {
  db: Database;
  messaging: Messaging;
  pepper: string;
  number: string;
  category: ContactCategory;
  type: VerificationCodeType;
  ip: string;
  perIpPerHour: number;
  language: Language;
}): Promise<{ expiresIn: number; resendAfter: number }> {
  const { db, category, type, ip, language } = input;
  const number = normalizeContact(category, input.number);
  if (!number) throw fieldError('number', category === 'email' ? 'emailInvalid' : 'mobileInvalid');

  const now = Date.now();
  const recent = await db.orm
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.number, number), gt(verificationCodes.createdAt, new Date(now - HOUR_MS))),
    )
    .orderBy(desc(verificationCodes.createdAt));
  const last = recent[0]?.createdAt.getTime();
  const resendMs = VERIFICATION_CODE.resendAfterSeconds * 1000;
  if (last !== undefined && now - last < resendMs)
    throw throttled('codeResend', last + resendMs - now, language);
  const oldest = recent.at(-1)?.createdAt.getTime() ?? now;
  if (recent.length >= VERIFICATION_CODE.maxPerNumberPerHour)
    throw throttled('codeHourly', oldest + HOUR_MS - now, language);
  const [fromIp] = await db.orm
    .select({ n: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, new Date(now - HOUR_MS))));
  if ((fromIp?.n ?? 0) >= input.perIpPerHour) throw throttled('codeHourly', HOUR_MS, language);

  const code = String(randomInt(0, 10 ** VERIFICATION_CODE.length)).padStart(VERIFICATION_CODE.length, '0');
  const [row] = await db.orm
    .insert(verificationCodes)
    .values({
      number,
      category,
      type,
      ip,
      codeHash: keyedHash(input.pepper, `${number}:${code}`),
      expiresAt: new Date(now + VERIFICATION_CODE.ttlSeconds * 1000),
    })
    .returning({ id: verificationCodes.id });

  // A code for registering or for a profile's new contact goes to any address: whether it
  // already has an account is told only once the code comes back. Sign-in and reset codes go
  // only to an account's address. Either way the answer is the same.
  if (type === 'register' || type === 'change' || (await findUserByContact(db, category, number))) {
    const message = verificationCodeText(code, VERIFICATION_CODE.ttlSeconds / 60, language);
    try {
      if (category === 'email') await input.messaging.sendMail({ to: number, ...message });
      else await input.messaging.sendSms({ to: number, text: message.text });
    } catch (err) {
      // Not delivered: do not count it against the caller's throttle.
      if (row) await db.orm.delete(verificationCodes).where(eq(verificationCodes.id, row.id));
      throw err;
    }
  }
  return { expiresIn: VERIFICATION_CODE.ttlSeconds, resendAfter: VERIFICATION_CODE.resendAfterSeconds };
}
