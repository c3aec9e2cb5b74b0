import { z } from 'zod';
import { ZTimeDisplay } from '../time/time-display-schema.js';

/**
 * GET /auth/user/current (and the profile update's answer): the signed-in member and their
 * organisation; `details.client_id` is what the spec names. Shared by the server's route schema
 * and the web's account API.
 */
export const ZCurrentUser = z.object({
  id: z.string(),
  uuid: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  companyName: z.string(),
  position: z.string(),
  headimgurl: z.string(),
  loginType: z.enum(['normal', 'guest']),
  role: z.enum(['main', 'sub']),
  status: z.enum(['active', 'pending', 'disabled']),
  organization: z.object({ id: z.string(), name: z.string(), clientId: z.string() }),
  details: z.object({ client_id: z.string() }),
  /** How times are shown on every page and export: the port's clock (default), UTC+8 or UTC. */
  timeDisplay: ZTimeDisplay,
});
export type CurrentUser = z.infer<typeof ZCurrentUser>;

const text = (max: number) => z.string().max(max);

/**
 * POST /auth/user/updateUserInfo: the fields to change, others left as they are. A new e-mail
 * address or mobile number takes effect only with the code sent to it (`POST /auth/sendCode`,
 * type `change`) in `emailCode` / `mobileCode`: nobody can claim an address they cannot read.
 */
export const ZUpdateUserInfoBody = z.object({
  username: text(64).optional(),
  companyName: text(200).optional(),
  position: text(100).optional(),
  mobilePhone: text(32).optional(),
  mobileCode: text(16).optional(),
  email: text(254).optional(),
  emailCode: text(16).optional(),
  headimgurl: text(2048).optional(),
  timeDisplay: ZTimeDisplay.optional(),
});
export type UpdateUserInfoBody = z.infer<typeof ZUpdateUserInfoBody>;
