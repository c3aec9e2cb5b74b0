import type { PublicInvitation } from './api/enterprise-types';

/** What the join page shows, from the invitation, the session and the signed-in user. */
export type JoinState =
  | 'loading'
  | 'missing'
  | 'invalid'
  | 'expired'
  | 'signed-out'
  | 'ready'
  | 'waiting'
  | 'joined';

export interface JoinInput {
  token: string | null;
  invitation: PublicInvitation | undefined;
  invitationError: boolean;
  signedIn: boolean;
  /**
   * The signed-in user (GET /auth/user/current): undefined while loading, null when unknown.
   * Waiting for it keeps the accept button from flashing for someone who already joined.
   */
  user: { status: string | number; organization: { name: string } | null } | null | undefined;
  /** The accept call succeeded in this visit. */
  accepted: boolean;
}

export function joinState(input: JoinInput): JoinState {
  if (!input.token) return 'missing';
  if (input.invitationError) return 'invalid';
  const inv = input.invitation;
  if (!inv) return 'loading';
  if (inv.expired) return 'expired';
  if (!input.signedIn) return 'signed-out';
  if (input.user === undefined && !input.accepted) return 'loading';
  // Registering with the invite token already joins: the page then shows the pending state.
  const pendingHere =
    input.user?.status === 'pending' && input.user.organization?.name === inv.organizationName;
  if (inv.kind === 'employee' && (input.accepted || pendingHere)) return 'waiting';
  if (input.accepted) return 'joined';
  return 'ready';
}

/** `/join?token=…`, where sign-in and registration return to. */
export const joinPath = (token: string) => `/join?token=${encodeURIComponent(token)}`;
