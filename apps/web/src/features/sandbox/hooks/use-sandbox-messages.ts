import { useQuery } from '@tanstack/react-query';
import { request } from '../../../app/request';

export interface SandboxMessage {
  id: number | string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  receivedAt: string;
}

export const SANDBOX_MESSAGES_KEY = 'sandboxMessages';

/**
 * Messages the embedded sandbox mailbox received (e-mail and SMS). The call only answers 20000 in
 * the embedded deployment, so a success also tells the UI that the mailbox exists.
 */
export function useSandboxMessages(to: string | null, options: { limit?: number; poll?: boolean } = {}) {
  const limit = options.limit ?? 20;
  return useQuery({
    queryKey: [SANDBOX_MESSAGES_KEY, { to, limit }],
    queryFn: async () =>
      (
        await request<SandboxMessage[]>({
          url: '/sandbox/messages',
          params: { to, limit },
          silent: true,
          loading: false,
        })
      ).data,
    enabled: to !== null && to !== '',
    retry: false,
    refetchInterval: options.poll ? 3000 : false,
  });
}
