import { normalizeMobile } from '@tracklane/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sandboxMessages } from '../../db/schema/index.js';

export interface SandboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  receivedAt: string;
}

/** The sandbox inbox of one address or number, newest first. */
export async function listSandboxMessages({
  db,
  to,
  limit,
}: {
  db: Database;
  to: string;
  limit: number;
}): Promise<SandboxMessage[]> {
  // Stored the way they were sent: lower-case addresses, 11-digit mobile numbers.
  const key = normalizeMobile(to) ?? to.trim().toLowerCase();
  const rows = await db.orm
    .select()
    .from(sandboxMessages)
    .where(eq(sandboxMessages.to, key))
    .orderBy(desc(sandboxMessages.receivedAt), desc(sandboxMessages.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, receivedAt: r.receivedAt.toISOString() }));
}
