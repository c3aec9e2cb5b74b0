import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Caller, Member as MemberCaller } from '../auth/caller.js';
import type { Database } from '../db/database.js';
import { organizations, users } from '../db/schema/index.js';

/** Settings for auth tests: no call limit in the way of many requests from one test IP. */
export const AUTH_TEST_ENV = {
  RATE_LIMIT_MAX: '100000',
  CODE_SENDS_PER_IP_PER_HOUR: '100000',
  SIGN_IN_FAILURES_PER_IP: '100000',
};

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The code of the newest message in the sandbox inbox of `to` (mail or SMS). */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ url: `/sandbox/messages?to=${encodeURIComponent(to)}&limit=1` });
  const text: string = res.json().data[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the sandbox inbox of ${to}: ${res.body}`);
  return code;
}

export async function sendCode(
  app: FastifyInstance,
  number: string,
  type: 'register' | 'login' | 'reset' | 'change',
  category: 'email' | 'mobile' = number.includes('@') ? 'email' : 'mobile',
) {
  return app.inject({ method: 'POST', url: '/auth/sendCode', payload: { number, category, type } });
}

export interface Member {
  token: string;
  username: string;
  email: string;
  password: string;
}

/** Registers a new organisation's main account by e-mail, reading the code from the sandbox mailbox. */
export async function registerMember(
  app: FastifyInstance,
  username: string,
  options: { companyName?: string; password?: string; inviteToken?: string } = {},
): Promise<Member> {
  const email = `${username.toLowerCase()}@example.com`;
  const password = options.password ?? 'secret123';
  const sent = await sendCode(app, email, 'register');
  if (sent.json().statusCode !== 20000) throw new Error(`sendCode failed: ${sent.body}`);
  const res = await app.inject({
    method: 'POST',
    url: '/auth/user/registerUser',
    payload: {
      username,
      password,
      confirmPassword: password,
      registerType: 'email',
      companyName: options.companyName ?? `${username} Logistics`,
      email,
      roundCode: await latestCode(app, email),
      ...(options.inviteToken ? { inviteToken: options.inviteToken } : {}),
    },
  });
  const body = res.json();
  if (body.statusCode !== 20000) throw new Error(`registerUser failed: ${res.body}`);
  return { token: body.data.accessToken, username, email, password };
}

/** A guest caller for service-level tests (no HTTP): a fresh subject unless one is given. */
export function guestCaller(subject: string = randomUUID()): Caller {
  return {
    subject,
    organizationId: null,
    tokenType: 'write',
    loginKind: 'guest',
    sessionId: 's',
    pending: false,
  };
}

/**
 * An organisation and its main account inserted directly (no HTTP), with the member's write
 * caller, for service-level tests.
 */
export async function insertMainMember(
  db: Database,
  { name, clientId, username }: { name: string; clientId: string; username: string },
): Promise<{ organizationId: string; userId: string; caller: MemberCaller }> {
  const [org] = await db.orm.insert(organizations).values({ name, clientId }).returning();
  const [user] = await db.orm
    .insert(users)
    .values({ organizationId: org!.id, username, role: 'main', passwordHash: 'x' })
    .returning();
  const caller: MemberCaller = {
    subject: user!.id,
    organizationId: org!.id,
    tokenType: 'write',
    loginKind: 'normal',
    sessionId: 's',
    pending: false,
  };
  return { organizationId: org!.id, userId: user!.id, caller };
}
