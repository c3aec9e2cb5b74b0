/** Invite links: employees join as pending sub-accounts; partners link two organisations. */
export const INVITATION_KINDS = ['employee', 'partner'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];

/** How long an invite link works. */
export const INVITATION_TTL_DAYS = 7;

/** The web page an invite link opens (the token travels in the query). */
export function invitationUrl(token: string): string {
  return `/join?token=${encodeURIComponent(token)}`;
}
