import { z } from 'zod';

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
});
export type CurrentUser = z.infer<typeof ZCurrentUser>;
