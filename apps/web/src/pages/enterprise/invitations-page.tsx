import { EnterpriseShell } from '../../features/enterprise/components/enterprise-shell';
import { InvitationsCard } from '../../features/enterprise/components/invitations-card';

/** /enterprise/invitations (paths of the enterprise centre: features/enterprise/sections.ts). */
export default function EnterpriseInvitationsPage() {
  return <EnterpriseShell section="invitations">{(org) => <InvitationsCard org={org} />}</EnterpriseShell>;
}
