import { EnterpriseShell } from '../../features/enterprise/components/enterprise-shell';
import { MembersTable } from '../../features/enterprise/components/members-table';

/** /enterprise/members (paths of the enterprise centre: features/enterprise/sections.ts). */
export default function EnterpriseMembersPage() {
  return <EnterpriseShell section="members">{(org) => <MembersTable org={org} />}</EnterpriseShell>;
}
