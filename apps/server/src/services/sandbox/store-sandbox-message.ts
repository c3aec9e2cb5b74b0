import type { Database } from '../../db/database.js';
import { sandboxMessages } from '../../db/schema/index.js';

/** Keeps one message received by a sandbox provider (mailbox or SMS) in the offline inbox. */
export async function storeSandboxMessage({
  db,
  channel,
  to,
  subject,
  text,
}: {
  db: Database;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
}): Promise<void> {
  await db.orm.insert(sandboxMessages).values({ channel, to, subject, text });
}
