import { EnterpriseShell } from '../../features/enterprise/components/enterprise-shell';
import { PermissionGroupsCard } from '../../features/enterprise/components/permission-groups-card';

/** /enterprise/permissions (paths of the enterprise centre: features/enterprise/sections.ts). */
export default function EnterprisePermissionsPage() {
  return (
    <EnterpriseShell section="permissions">{(org) => <PermissionGroupsCard org={org} />}</EnterpriseShell>
  );
}
