import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): tens of milliseconds per sign-in here.
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum, unusable under verbatimModuleSyntax) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the account does not exist, so "no such user" takes as long as "wrong
// password" and response times do not reveal which accounts exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hashPassword('tracklane-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
