import { AppError, type CurrentUser, loginTypeOf, StatusCode } from '@tracklane/domain';
import { and, eq } from 'drizzle-orm';
import type { Member } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { organizations, users } from '../../db/schema/index.js';

/** The signed-in member's profile and organisation (`details.client_id` is what the spec names). */
export async function getCurrentUser({ db, caller }: { db: Database; caller: Member }): Promise<CurrentUser> {
  const [row] = await db.orm
    .select({ user: users, organization: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.id, caller.subject), eq(users.organizationId, caller.organizationId)));
  if (!row) throw new AppError(StatusCode.TOKEN_INVALID);
  const { user, organization } = row;
  return {
    id: user.id,
    uuid: user.uuid,
    username: user.username,
    email: user.email,
    mobilePhone: user.mobilePhone,
    companyName: user.companyName,
    position: user.position,
    headimgurl: user.headimgurl,
    loginType: loginTypeOf(caller.loginKind),
    role: user.role,
    status: user.status,
    organization: { id: organization.id, name: organization.name, clientId: organization.clientId },
    details: { client_id: organization.clientId },
    timeDisplay: user.timeDisplay,
  };
}
