import { can, useOrganization } from '../../enterprise';

/**
 * What the member may do with the organisation's webhooks, as the server decides it
 * (requireWebhookAccess): see them with `company.view`, change them with `company.manage`; a
 * main account both. `ready` once the organisation is known; if it cannot be read, everything is
 * offered and the server's answer says no where it must.
 */
export function useWebhookRights(): { ready: boolean; view: boolean; manage: boolean } {
  const org = useOrganization();
  if (org.isPending && org.fetchStatus !== 'idle') return { ready: false, view: false, manage: false };
  const me = org.data?.me;
  if (!me) return { ready: true, view: true, manage: true };
  const manage = can(me, 'company.manage');
  return { ready: true, view: manage || can(me, 'company.view'), manage };
}
