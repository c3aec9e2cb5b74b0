import { type LoginKind, loginTypeOf, type TokenResponse, type TokenType } from '@tracklane/domain';
import type { AuthContext } from '../../auth/auth-context.js';
import type { Database } from '../../db/database.js';
import { sessions } from '../../db/schema/index.js';

/** Records a session and signs its access token; every token call ends here. */
export async function issueSession({
  db,
  auth,
  subject,
  organizationId,
  tokenType,
  loginKind,
  apiKeyId = null,
}: {
  db: Database;
  auth: AuthContext;
  subject: { userId: string } | { guestId: string };
  organizationId: string | null;
  tokenType: TokenType;
  loginKind: LoginKind;
  apiKeyId?: string | null;
}): Promise<TokenResponse> {
  const expiresAt = new Date(Date.now() + auth.ttlSeconds * 1000);
  const userId = 'userId' in subject ? subject.userId : null;
  const guestId = 'guestId' in subject ? subject.guestId : null;
  const [session] = await db.orm
    .insert(sessions)
    .values({ userId, guestId, organizationId, apiKeyId, tokenType, loginKind, expiresAt })
    .returning({ id: sessions.id });
  if (!session) throw new Error('insert into sessions returned no row');
  const accessToken = await auth.signer.sign(
    {
      sub: (userId ?? guestId) as string,
      org: organizationId ?? '',
      typ: tokenType,
      lt: loginKind,
      sid: session.id,
    },
    expiresAt,
  );
  return { accessToken, expiresIn: auth.ttlSeconds, loginType: loginTypeOf(loginKind), tokenType };
}
