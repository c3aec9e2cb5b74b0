import { and, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import { fieldError } from '../../auth/field-error.js';
import type { Database } from '../../db/database.js';
import { avatars, users } from '../../db/schema/index.js';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The image type from the file's first bytes; the declared MIME type is the client's word. */
export function sniffImageType(data: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | undefined {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return undefined;
}

/** Stores a new profile picture and points the caller's headimgurl at it. */
export async function uploadAvatar({
  db,
  caller,
  data,
}: {
  db: Database;
  caller: Member;
  data: Buffer;
}): Promise<{ headimgurl: string }> {
  if (data.length > AVATAR_MAX_BYTES) throw fieldError('file', 'imageTooLarge');
  const contentType = sniffImageType(data);
  if (!contentType) throw fieldError('file', 'imageType');
  return db.orm.transaction(async (tx) => {
    // Replaced pictures are not kept: one avatar per user.
    await tx.delete(avatars).where(eq(avatars.userId, caller.subject));
    const [row] = await tx
      .insert(avatars)
      .values({ userId: caller.subject, contentType, data })
      .returning({ id: avatars.id });
    if (!row) throw new Error('insert into avatars returned no row');
    const headimgurl = `/auth/user/avatar/${row.id}`;
    await tx
      .update(users)
      .set({ headimgurl })
      .where(and(eq(users.id, caller.subject), eq(users.organizationId, caller.organizationId)));
    return { headimgurl };
  });
}
