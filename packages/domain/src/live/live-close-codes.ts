/**
 * The close codes of the live socket (GET /application/live), shared by the server that closes
 * with them and the web that reads them. No zod here: the web bundle imports these.
 */
/** The token is missing, forged, expired or signed out: sign in again, then reconnect. */
export const CLOSE_TOKEN_INVALID = 4401;
/** The member is still waiting for approval. */
export const CLOSE_FORBIDDEN = 4403;
/** Too many live connections of this user. */
export const CLOSE_TOO_MANY = 4429;

/** Closes for a token the server will not accept: retrying with the same token would not help. */
export const FATAL_LIVE_CLOSES: readonly number[] = [CLOSE_TOKEN_INVALID, CLOSE_FORBIDDEN];
