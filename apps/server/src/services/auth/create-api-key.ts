import { randomBytes } from 'node:crypto';
import type { CreatedApiKey } from '@tracklane/domain';
import { AppError, StatusCode } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import { fieldError } from '../../auth/field-error.js';
import { keyedHash } from '../../auth/secrets.js';
import type { Database } from '../../db/database.js';
import { apiKeys, organizations } from '../../db/schema/index.js';

const KEY_PREFIX = 'tlk_';

/**
 * Creates an API key; the key itself is returned this once and only its HMAC-SHA256 (with the
 * server pepper) is stored. A slow password hash buys nothing for 256 random bits (nobody can
 * guess them) and would slow every token call; the pepper keeps a leaked table useless without
 * the secrets row.
 */
export async function createApiKey({
  db,
  pepper,
  caller,
  name,
}: {
  db: Database;
  pepper: string;
  caller: Member;
  name: string;
}): Promise<CreatedApiKey> {
  const label = name.trim();
  if (!label) throw fieldError('name', 'required');
  const [org] = await db.orm
    .select({ clientId: organizations.clientId })
    .from(organizations)
    .where(eq(organizations.id, caller.organizationId));
  if (!org) throw new AppError(StatusCode.TOKEN_INVALID);
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db.orm
    .insert(apiKeys)
    .values({
      organizationId: caller.organizationId,
      userId: caller.subject,
      name: label,
      prefix: key.slice(0, KEY_PREFIX.length + 6),
      keyHash: keyedHash(pepper, key),
    })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('insert into api_keys returned no row');
  return { id: row.id, name: label, clientId: org.clientId, key };
}
