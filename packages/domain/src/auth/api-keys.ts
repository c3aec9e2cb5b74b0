import { z } from 'zod';

/** The API key calls (/auth/api/keys), shared by the server's route schemas and the web. */

/** An organisation's API key as the list returns it (the key itself is never shown again). */
export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  clientId: z.string(),
  prefix: z.string().describe('First characters of the key'),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ZApiKey>;

/** POST /auth/api/keys. */
export const ZCreateApiKeyBody = z.object({ name: z.string().min(1).max(100) });
export type CreateApiKeyBody = z.infer<typeof ZCreateApiKeyBody>;

/** Returned once by the create call: the full key is never shown again. */
export const ZCreatedApiKey = z.object({
  id: z.string(),
  name: z.string(),
  clientId: z.string(),
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof ZCreatedApiKey>;
